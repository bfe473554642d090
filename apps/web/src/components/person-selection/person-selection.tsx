import Dialog from '@mui/material/Dialog';
import { type SaveMentionFormInput, saveMentionFields } from '@retropics/domain/contracts/mention.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/hydra/hydra-client';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import { mediaQueries } from '../../lib/layout/breakpoints';
import { useMatchMedia } from '../../lib/layout/use-media-query';
import { type Mention, useSaveMention } from '../../lib/resources/mentions';
import { routePath } from '../../lib/routing/route-links';
import { showSuccess } from '../../lib/snackbar/snackbar-store';
import type { FractionBox } from '../comment-form/box-geometry';
import { frameOfBox } from './crop-geometry';
import { type CroppedPerson, CropperStep } from './cropper-step';
import { familyDraftOf } from './family-fields';
import {
  type MentionErrors,
  mentionMessageText,
  placeMentionErrors,
  violationsOfIssues,
} from './mention-messages';
import { MoreInformationStep } from './more-information-step';
import { WhoIsThisStep } from './who-is-this-step';

/** What 'select person' starts from: the picture, its shown side, and a face's '?' box if any. */
export interface PersonSelectionRequest {
  photograph: { '@id': string; filePath: string; backFilePath: string | null };
  back: boolean;
  /** The known-face dialog's face (spec §4): the frame starts on it, and the save names it. */
  face: { faceId: string; box: FractionBox } | null;
  /** The middle of what the viewer showed (fractions), for the first frame. */
  centre?: { x: number; y: number };
}

interface PersonSelectionProps {
  request: PersonSelectionRequest;
  onClose(): void;
  /** The person as saved, and the Person comment that now marks them on this side. */
  onSaved(person: Mention, commentIri: string | null): void;
}

type Step = 'crop' | 'name' | 'more';

/** A name of digits only would be read as a known person's id by /saveMention. */
const LOOKS_LIKE_ID = /^(?:\/mentions\/)?\d{1,10}$/;

/** Our own problems (not the contract's), by the key of their text. */
const OWN_MESSAGES: Partial<Record<string, string>> = {
  digits: 'errors.nameDigits',
  saveFailed: 'errors.saveFailed',
};

/** Fields of the 'More Information' form that show their own messages. */
const MORE_FIELDS = ['description', 'mother', 'father'];

/**
 * Spec §4 'Person selection': the cropper modal, OK, the mention input (a known person or a new
 * name), for a new name 'More Information', then `/saveMention`. The contract checks the form
 * before it is sent; the server's violations show beside their fields, translated.
 */
export function PersonSelection({ request, onClose, onSaved }: PersonSelectionProps) {
  const { t } = useTranslation('people');
  const titleId = useId();
  const describedId = useId();
  const fullScreen = useMatchMedia(mediaQueries.mobile);
  const save = useSaveMention();
  const [step, setStep] = useState<Step>('crop');
  const [crop, setCrop] = useState<CroppedPerson | null>(null);
  const [text, setText] = useState('');
  const [person, setPerson] = useState<Mention | null>(null);
  const [family, setFamily] = useState(familyDraftOf);
  const [problems, setProblems] = useState<Array<{ propertyPath: string; message: string }>>([]);
  const { photograph, back, face } = request;
  const filePath = back && photograph.backFilePath ? photograph.backFilePath : photograph.filePath;
  const name = text.trim();

  const fieldsOf = (dataUrl: string, box: FractionBox): SaveMentionFormInput => ({
    newMention: person ? person['@id'] : name,
    cropperImage: dataUrl,
    newAlbumDescription: person ? '' : family.description,
    mother: person ? '' : (family.mother?.['@id'] ?? ''),
    father: person ? '' : (family.father?.['@id'] ?? ''),
    photograph: photograph['@id'],
    box: JSON.stringify(box),
    isBackside: String(back),
    faceId: face?.faceId ?? '',
  });
  const fields = crop ? fieldsOf(crop.dataUrl, crop.box) : null;
  const checked = fields ? saveMentionFields.safeParse(fields) : null;
  const nameProblem =
    !person && LOOKS_LIKE_ID.test(name) ? [{ propertyPath: 'newMention', message: 'digits' }] : [];

  // The 'More Information' form names its description 'description' (as a person's edit form does).
  const shown = [...problems, ...nameProblem].map(({ propertyPath, message }) => {
    const own = OWN_MESSAGES[message];
    return {
      propertyPath: propertyPath === 'newAlbumDescription' ? 'description' : propertyPath,
      message: own ? t(own) : mentionMessageText(t, message),
    };
  });
  const nameErrors: MentionErrors = placeMentionErrors(shown, ['newMention']);
  const moreErrors: MentionErrors = placeMentionErrors(
    shown.map((problem) =>
      problem.propertyPath === 'newMention' ? { ...problem, propertyPath: '_error' } : problem,
    ),
    MORE_FIELDS,
  );

  const send = async () => {
    if (!fields || !checked) return;
    if (!checked.success || nameProblem.length > 0) {
      setProblems(checked.success ? [] : violationsOfIssues(checked.error));
      return;
    }
    setProblems([]);
    try {
      const saved = await save.mutateAsync(fields);
      const commentIri =
        saved.appearances
          .filter((entry) => entry.photograph === photograph['@id'] && entry.isBackside === back)
          .at(-1)?.comment ?? null;
      const albumId = idOfOptionalIri(saved.album);
      const albumPath = albumId === null ? null : routePath('ImageGalleryShow', { id: albumId });
      showSuccess(
        t('saved', { name: saved.name }),
        albumPath ? { label: t('openAlbum'), to: albumPath } : undefined,
      );
      onSaved(saved, commentIri);
    } catch (error) {
      setProblems(
        error instanceof ApiError && error.violations.length > 0
          ? [...error.violations]
          : [{ propertyPath: '_error', message: 'saveFailed' }],
      );
    }
  };

  // One dialog holds every step: a second modal opening while the first one closes would hide
  // the name search's list from assistive technology (MUI marks what it finds beside a modal).
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth={step === 'crop' ? 'md' : 'sm'}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={step === 'name' ? undefined : describedId}
      data-testid="person-selection"
    >
      {step === 'crop' && (
        <CropperStep
          titleId={titleId}
          hintId={describedId}
          filePath={filePath}
          initialFrame={crop?.frame ?? (face ? frameOfBox(face.box) : null)}
          centre={request.centre}
          onCancel={onClose}
          onConfirm={(next) => {
            setCrop(next);
            setProblems([]);
            setStep('name');
          }}
        />
      )}
      {crop && step === 'name' && (
        <WhoIsThisStep
          titleId={titleId}
          cropUrl={crop.dataUrl}
          text={text}
          onTextChange={setText}
          person={person}
          onPersonChange={(next) => {
            setPerson(next);
            setProblems([]);
          }}
          errors={nameErrors}
          saving={save.isPending}
          onBack={() => setStep('crop')}
          onCancel={onClose}
          onSave={() => void send()}
          onMore={() => {
            if (nameProblem.length > 0) return;
            setProblems([]);
            setStep('more');
          }}
        />
      )}
      {crop && !person && step === 'more' && (
        <MoreInformationStep
          titleId={titleId}
          textId={describedId}
          name={name}
          family={family}
          onFamilyChange={setFamily}
          errors={moreErrors}
          valid={checked?.success === true}
          saving={save.isPending}
          onBack={() => setStep('name')}
          onCancel={onClose}
          onSave={() => void send()}
        />
      )}
    </Dialog>
  );
}
