import {
  ORGANIZATION_MESSAGES,
  type OrganizationWriteBody,
  organizationWriteBody,
} from '@retropics/domain/contracts/organization.contract';
import { type SponsorWriteBody, sponsorWriteBody } from '@retropics/domain/contracts/sponsor.contract';
import type { Organization, PartyKind } from '../../lib/resources/organizations';

/** A logo as the form holds it: what the record's `logo` field takes, and where to see it. */
export interface DraftLogo {
  filePath: string;
  previewUrl: string;
}

/** An organization or sponsor as its dialog edits it (sponsors have no text). */
export interface PartyDraft {
  name: string;
  text: string;
  url: string;
  logo: DraftLogo | null;
}

/** A field's message (the contract's English sentence), by field name. */
export type PartyErrors = Partial<Record<'name' | 'text' | 'url' | 'logo' | 'file', string>>;

/** The form's start: an empty record, or the saved one. */
export function draftOf(party?: Pick<Organization, 'name' | 'url' | 'logo' | 'logoUrl'> & { text?: string }) {
  return {
    name: party?.name ?? '',
    text: party?.text ?? '',
    url: party?.url ?? '',
    logo: party?.logo && party.logoUrl ? { filePath: party.logo, previewUrl: party.logoUrl } : null,
  } satisfies PartyDraft;
}

export type PartyBody<Kind extends PartyKind> = Kind extends 'organizations'
  ? OrganizationWriteBody
  : SponsorWriteBody;

/**
 * The body a save sends, checked with the domain contract the server validates with, or the
 * first message of each field it refuses (so nothing is sent that the server would turn back).
 */
export function partyBody<Kind extends PartyKind>(
  kind: Kind,
  draft: PartyDraft,
): { body: PartyBody<Kind>; errors?: undefined } | { body?: undefined; errors: PartyErrors } {
  const input = { name: draft.name, url: draft.url, logo: draft.logo?.filePath ?? null };
  const checked =
    kind === 'organizations'
      ? organizationWriteBody.safeParse({ ...input, text: draft.text })
      : sponsorWriteBody.safeParse(input);
  if (checked.success) return { body: checked.data as PartyBody<Kind> };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * What the server's logo upload answers for a file that is no image, or for none (apps/server
 * media upload.service.ts); they are not part of a domain contract.
 */
export const LOGO_UPLOAD_MESSAGES = {
  notAnImage: 'Only JPEG, PNG and GIF images can be uploaded.',
  chooseFile: 'Choose an image to upload.',
} as const;

const keyOfMessage: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(ORGANIZATION_MESSAGES).map(([key, message]) => [message, `errors.${key}`]),
  ...Object.entries(LOGO_UPLOAD_MESSAGES).map(([key, message]) => [message, `errors.upload.${key}`]),
]);

/**
 * The `organizations` i18n key of a message of the contract or the upload (the form's check and
 * the server's 422 violations alike); one the form does not know becomes a general hint.
 */
export function partyMessageKey(message: string): string {
  return keyOfMessage[message] ?? 'errors.invalid';
}
