import type { Locale } from '@retropics/domain/constants';
import {
  FACE_SUGGESTION_LIMIT,
  FACE_SUGGESTION_MESSAGES,
  FACE_SUGGESTION_MIN_SIMILARITY,
  type FaceSuggestionAnswerBody,
  type FaceSuggestionOutput,
} from '@retropics/domain/contracts/face-suggestion.contract';
import { canAnswerFaceSuggestions, canDismissFace } from '@retropics/domain/permissions';
import type { Database } from '../../db/database.js';
import { createFaceRepository, type StoredFace } from '../../faces/face.repository.js';
import { coverage, type PixelBox } from '../../faces/face-geometry.js';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { HttpError, notFound } from '../../hydra/hydra-errors.js';
import { documentIri } from '../../hydra/iri.js';
import { derivativeSizes } from '../../media/derivative-sizes.js';
import type { ImageRepository } from '../../media/image.repository.js';
import type { MediaStorage } from '../../media/storage.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { authorize } from '../auth/auth.policy.js';
import {
  createFaceSuggestionRepository,
  type PersonMark,
  type SimilarFace,
} from './face-suggestion.repository.js';
import { createMentionRepository } from './mention.repository.js';
import type { MentionService } from './mention.service.js';

/** At most this many of the person's faces are compared with the archive (the newest marks). */
const MAX_REFERENCE_FACES = 10;
/** A face lies in a Person comment's box when at least this much of it is inside. */
const FACE_IN_BOX = 0.5;
/** The crop of a yes: the face with a margin, this many times the face's size across. */
const CROP_AROUND_FACE = 2;

/** A Person comment's box in pixels of its side; null without a box. */
function markBox(mark: PersonMark): PixelBox | null {
  if (!mark.box) return null;
  const { x, y, width, height } = mark.box;
  return [x * mark.width, y * mark.height, width * mark.width, height * mark.height];
}

const sameSide = (mark: PersonMark, face: { photographId: number; isBackside: boolean }) =>
  mark.photographId === face.photographId && mark.isBackside === face.isBackside;

/**
 * The detected face a Person comment identifies: the one it names (`faceId`), or else the one
 * face that lies in its box (a box around two faces identifies neither).
 */
function identifiedFace(mark: PersonMark, faces: readonly StoredFace[]): StoredFace | null {
  const onSide = faces.filter((face) => sameSide(mark, face));
  if (mark.faceId !== null) {
    const named = onSide.find((face) => String(face.id) === mark.faceId);
    if (named) return named;
  }
  const box = markBox(mark);
  if (!box) return null;
  const inside = onSide.filter((face) => coverage(face.box, box) >= FACE_IN_BOX);
  return inside.length === 1 ? (inside[0] as StoredFace) : null;
}

/** The face's box in fractions of its side, kept inside the picture (a comment's box). */
function fractionBox(box: PixelBox, width: number, height: number) {
  const x = Math.min(1, Math.max(0, box[0] / width));
  const y = Math.min(1, Math.max(0, box[1] / height));
  return {
    x,
    y,
    width: Math.min(1 - x, box[2] / width),
    height: Math.min(1 - y, box[3] / height),
    degrees: 0,
  };
}

/** A square around the face, `CROP_AROUND_FACE` times its size, inside the picture. */
function cropAround(box: PixelBox, width: number, height: number) {
  const size = Math.min(width, height, Math.round(Math.max(box[2], box[3]) * CROP_AROUND_FACE));
  const centreX = box[0] + box[2] / 2;
  const centreY = box[1] + box[3] / 2;
  const left = Math.round(Math.min(width - size, Math.max(0, centreX - size / 2)));
  const top = Math.round(Math.min(height - size, Math.max(0, centreY - size / 2)));
  return { left, top, width: size, height: size, unit: 'pixel' as const };
}

function present(mentionId: number, face: SimilarFace): FaceSuggestionOutput {
  return {
    '@id': `/mentions/${mentionId}/suggestions/${face.id}`,
    '@type': 'FaceSuggestion',
    face: String(face.id),
    mention: documentIri('Mention', mentionId),
    photograph: documentIri('Photograph', face.photographId),
    filePath: face.filePath,
    isBackside: face.isBackside,
    bounding_box: face.box,
    box: fractionBox(face.box, face.width, face.height),
    similarity: Math.round(face.similarity * 1000) / 1000,
  };
}

/**
 * 'Is this also …?' (issue 15): the detected faces that look like the faces a person was
 * identified on are suggested to signed-in people, who answer each for themselves. A yes marks
 * the person there through the usual save (crop, Person comment, album), a no is remembered so
 * that this person is not asked again. Suggestions are never shown as facts. Curators dismiss
 * detections that are no face.
 */
export function createFaceSuggestionService(deps: {
  db: Database;
  mentions: MentionService;
  images: ImageRepository;
  storage: MediaStorage;
}) {
  const faces = createFaceRepository(deps.db);
  const reads = createFaceSuggestionRepository(deps.db);
  const people = createMentionRepository(deps.db);

  async function knownPerson(id: number) {
    const row = await people.findById(id);
    if (!row) throw notFound('Mention');
    return row;
  }

  /** The faces the person was identified on, newest marks first. */
  async function identifiedFaces(marks: readonly PersonMark[]) {
    const onPictures = await faces.openOn([...new Set(marks.map((mark) => mark.photographId))]);
    const found = new Map<number, StoredFace>();
    for (const mark of marks) {
      const face = identifiedFace(mark, onPictures);
      if (face) found.set(face.id, face);
    }
    return [...found.values()];
  }

  /** The face a yes or no is about: detected, not dismissed, on a shown photograph, named by nobody. */
  async function openFace(id: number) {
    const face = await faces.findOpen(id);
    if (!face) throw notFound('Face');
    if (await faces.isConfirmed(face)) throw new HttpError(409, FACE_SUGGESTION_MESSAGES.confirmed);
    return face;
  }

  /** The crop a yes keeps: the face with a margin, cut from the original by the server. */
  async function cropOf(face: StoredFace) {
    const side = await faces.findSide(face.photographId, face.isBackside);
    const source = side && (await deps.storage.source(`photographs/${side.filePath}`));
    if (!side || !source) throw notFound('Photograph');
    const crop = cropAround(face.box, side.width, side.height);
    const bytes = await deps.images.makeDerivative(source, derivativeSizes.small, 'jpeg', crop);
    return { bytes, box: fractionBox(face.box, side.width, side.height) };
  }

  return {
    /** GET /mentions/{id}/suggestions: the most alike faces on other photographs, for this viewer. */
    async list(user: AuthUser, mentionId: number, requestUrl: string) {
      authorize(user, canAnswerFaceSuggestions, null);
      await knownPerson(mentionId);
      const marks = await reads.marksOf(mentionId);
      const known = (await identifiedFaces(marks)).slice(0, MAX_REFERENCE_FACES);
      const candidates = await reads.similarFaces({
        references: known.map((face) => face.descriptor),
        exceptPhotographs: [...new Set(marks.map((mark) => mark.photographId))],
        mentionId,
        personId: user.personId,
        minSimilarity: FACE_SUGGESTION_MIN_SIMILARITY,
        limit: FACE_SUGGESTION_LIMIT * 2,
      });
      // A face inside someone's Person box is named already, even where the box names no face.
      const named = await reads.namedBoxesOn([...new Set(candidates.map((face) => face.photographId))]);
      const open = candidates
        .filter(
          (face) =>
            !named.some((mark) => {
              const box = markBox(mark);
              return sameSide(mark, face) && box !== null && coverage(face.box, box) >= FACE_IN_BOX;
            }),
        )
        .slice(0, FACE_SUGGESTION_LIMIT);
      return hydraCollection({
        type: 'FaceSuggestion',
        requestUrl,
        members: open.map((face) => present(mentionId, face)),
        totalItems: open.length,
        page: { page: 1, itemsPerPage: FACE_SUGGESTION_LIMIT, offset: 0 },
      });
    },

    /**
     * POST /mentions/{id}/suggestions/{face}: a yes names the person on the face (answers the
     * person, as /saveMention does), a no is kept so that this viewer is not asked again (null).
     */
    async answer(
      user: AuthUser,
      mentionId: number,
      faceId: number,
      body: FaceSuggestionAnswerBody,
      locale: Locale,
    ) {
      authorize(user, canAnswerFaceSuggestions, null);
      await knownPerson(mentionId);
      const face = await openFace(faceId);
      const answer = { mentionId, faceId: face.id, personId: user.personId, answer: body.answer };
      if (body.answer === 'no') {
        await reads.recordAnswer(answer);
        return null;
      }
      const marks = await reads.marksOf(mentionId);
      if (marks.some((mark) => mark.photographId === face.photographId))
        throw new HttpError(409, FACE_SUGGESTION_MESSAGES.alreadyThere);
      const crop = await cropOf(face);
      const saved = await deps.mentions.saveWithCrop(
        user,
        {
          newMention: { kind: 'known', id: mentionId },
          photograph: face.photographId,
          box: crop.box,
          isBackside: face.isBackside,
          faceId: String(face.id),
          newAlbumDescription: undefined,
          mother: undefined,
          father: undefined,
          category: undefined,
        },
        crop.bytes,
        locale,
      );
      await reads.recordAnswer(answer);
      return saved;
    },

    /** DELETE /faces/{id}: a curator dismisses a detection that is no face (kept, with who did it). */
    async dismiss(user: AuthUser, faceId: number) {
      authorize(user, canDismissFace, null);
      const face = await faces.findOpen(faceId);
      if (!face) throw notFound('Face');
      if (await faces.isConfirmed(face)) throw new HttpError(409, FACE_SUGGESTION_MESSAGES.confirmed);
      await faces.dismiss(face, user.personId);
    },
  };
}
