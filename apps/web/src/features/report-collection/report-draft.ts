import {
  type HowManyPhotographs,
  LOCALES,
  type Locale,
  MATERIAL_TYPES,
  type MaterialType,
} from '@retropics/domain/constants';
import {
  REPORT_ABOUT_MAX_LENGTH,
  REPORT_HEADLINE_MAX_LENGTH,
  REPORT_HONEYPOT_FIELD,
  REPORT_MESSAGES,
  REPORT_NAME_MAX_LENGTH,
  REPORT_STEP_SCHEMAS,
} from '@retropics/domain/contracts/collection-report.contract';
import { MESSAGES } from '@retropics/domain/validation';
import { check, type FieldErrors } from '../../components/account/validation-messages';
import type { ReportRequest } from '../../lib/resources/collection-reports';

/** Spec §2: steps 0 (intro) to 4 (privacy consent and submit). */
export const REPORT_STEPS = ['intro', 'collection', 'about', 'contact', 'privacy'] as const;
export type ReportStep = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: ReportStep = 4;

/** What the reporter has typed so far; `howManyPhotographs` is '' until one is chosen. */
export type ReportDraft = {
  headline: string;
  howManyPhotographs: HowManyPhotographs | '';
  materialTypes: MaterialType[];
  isDigitalized: boolean;
  about: string;
  personName: string;
  personEmail: string;
  privacy: boolean;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it. */
  homepage: string;
};

export const EMPTY_DRAFT: ReportDraft = {
  headline: '',
  howManyPhotographs: '',
  materialTypes: [],
  isDigitalized: false,
  about: '',
  personName: '',
  personEmail: '',
  privacy: false,
  homepage: '',
};

/** The texts of the material types (spec §9 codes) in the `report-collection` namespace. */
export const MATERIAL_TEXT_KEYS: Record<MaterialType, string> = {
  'prints on paper or cardboard': 'materials.prints',
  'albumen paper': 'materials.albumen',
  'silver gelatin paper': 'materials.silverGelatin',
  'glass plate negatives': 'materials.glassPlates',
  'collodion paper': 'materials.collodion',
  postcards: 'materials.postcards',
  'negative films': 'materials.negativeFilms',
  slides: 'materials.slides',
};

function asInput(draft: ReportDraft) {
  return { ...draft, howManyPhotographs: draft.howManyPhotographs || undefined };
}

/** The step's own check (the domain's step schema): null when the reporter may go on. */
export function stepErrors(step: ReportStep, draft: ReportDraft): FieldErrors | null {
  if (step === 0) return null;
  return check(REPORT_STEP_SCHEMAS[step], asInput(draft)).errors;
}

/** The step that shows a field, so a refusal by the server can take the reporter back to it. */
export function stepOfField(field: string): ReportStep | null {
  const name = field.split('.')[0] ?? '';
  for (const step of [1, 2, 3, 4] as const) {
    if (name in REPORT_STEP_SCHEMAS[step].shape) return step;
  }
  return null;
}

/** Field messages keyed by the field's name ('materialTypes.0' counts for 'materialTypes'). */
export function byField(errors: FieldErrors): FieldErrors {
  const fields: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) fields[path.split('.')[0] ?? path] ??= message;
  return fields;
}

/** The earliest step with a refused field, or null when no shown field was refused. */
export function firstStepWithError(errors: FieldErrors): ReportStep | null {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((step): step is ReportStep => step !== null);
  return steps.length > 0 ? (Math.min(...steps) as ReportStep) : null;
}

/** The interface language as the report's locale (the language the reporter wrote in). */
export function reportLocale(language: string): Locale {
  const code = language.slice(0, 2);
  return (LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'de';
}

export function reportBody(draft: ReportDraft, language: string): ReportRequest {
  return {
    headline: draft.headline,
    howManyPhotographs: draft.howManyPhotographs as HowManyPhotographs,
    materialTypes: MATERIAL_TYPES.filter((type) => draft.materialTypes.includes(type)),
    isDigitalized: draft.isDigitalized,
    about: draft.about,
    personName: draft.personName,
    personEmail: draft.personEmail,
    privacy: draft.privacy,
    [REPORT_HONEYPOT_FIELD]: draft.homepage,
    locale: reportLocale(language),
  };
}

/** The domain's message as a text of the `report-collection` namespace, with its values. */
export function messageKey(message: string): { key: string; values?: Record<string, number> } | null {
  const keys: Record<string, { key: string; values?: Record<string, number> }> = {
    [REPORT_MESSAGES.headlineRequired]: { key: 'validation.headlineRequired' },
    [REPORT_MESSAGES.headlineLength]: {
      key: 'validation.headlineLength',
      values: { max: REPORT_HEADLINE_MAX_LENGTH },
    },
    [REPORT_MESSAGES.howManyPhotographs]: { key: 'validation.howManyPhotographs' },
    [REPORT_MESSAGES.materialTypes]: { key: 'validation.materialTypes' },
    [REPORT_MESSAGES.isDigitalized]: { key: 'validation.isDigitalized' },
    [REPORT_MESSAGES.aboutLength]: {
      key: 'validation.aboutLength',
      values: { max: REPORT_ABOUT_MAX_LENGTH },
    },
    [REPORT_MESSAGES.nameLength]: { key: 'validation.nameLength', values: { max: REPORT_NAME_MAX_LENGTH } },
    [MESSAGES.nameRequired]: { key: 'validation.nameRequired' },
    [MESSAGES.emailRequired]: { key: 'validation.emailRequired' },
    [MESSAGES.emailValid]: { key: 'validation.emailValid' },
    [MESSAGES.agreeToContinue]: { key: 'validation.agreeToContinue' },
  };
  return keys[message] ?? null;
}

// The draft outlives a reload, a visit to the privacy page or a sign-in in this tab, and no more:
// it holds the reporter's name and e-mail, so it never goes to localStorage.
const DRAFT_KEY = 'retropics.reportCollectionDraft';

export function loadDraft(): { draft: ReportDraft; step: ReportStep } {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as {
      draft?: Partial<ReportDraft>;
      step?: number;
    } | null;
    if (!stored?.draft) return { draft: EMPTY_DRAFT, step: 0 };
    const step =
      Number.isInteger(stored.step) && (stored.step ?? 0) >= 0 ? Math.min(stored.step ?? 0, LAST_STEP) : 0;
    return { draft: { ...EMPTY_DRAFT, ...stored.draft, homepage: '' }, step: step as ReportStep };
  } catch {
    return { draft: EMPTY_DRAFT, step: 0 };
  }
}

export function saveDraft(draft: ReportDraft, step: ReportStep): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft: { ...draft, homepage: '' }, step }));
  } catch {
    // Storage blocked: the draft lives as long as the screen.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored.
  }
}
