import { useState } from 'react';
import { useCategories } from '../../lib/resources/categories';
import { type PictureComment, useUpdateComment } from '../../lib/resources/comments';
import { normaliseBox } from '../comments/comment-display';
import type { FractionBox } from './box-geometry';
import {
  type CommentDraft,
  type CommentSubjectIri,
  commentCategories,
  newCommentDraft,
} from './comment-draft';
import { type MarkKind, presetCategory } from './comment-marks';

/**
 * Spec §4 'Comment editing' on a picture: the form, then box-edit mode, then the form again.
 * `box` is the rectangle while it is edited; `before` what the form had, for abort. A box-edit of
 * a saved comment's area (`area`) has no form: OK sends the whole comment with the new box.
 */
type Drawing =
  | { step: 'form'; draft: CommentDraft }
  | { step: 'box'; draft: CommentDraft; box: FractionBox; before: FractionBox | null }
  | { step: 'area'; comment: PictureComment; box: FractionBox; failed: boolean };

interface DrawingContext {
  /** The picture written on: photograph, RetroSnap or album. */
  subject: CommentSubjectIri;
  /** The side shown: a new comment is on it (spec §4). */
  back: boolean;
  /** The default box of spec §4, from the visible part of the picture; null before the picture opened. */
  newBox(): FractionBox | null;
}

export function useCommentDrawing({ subject, back, newBox }: DrawingContext, enabled: boolean) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const categories = commentCategories(useCategories(enabled).data);
  const update = useUpdateComment();

  const startForm = (draft: CommentDraft) => setDrawing({ step: 'form', draft });

  return {
    drawing,
    /** The box on the picture while box-edit mode is open (a new comment's or a saved one's). */
    editedBox: drawing && drawing.step !== 'form' ? drawing.box : null,
    saving: update.isPending,
    /** A new comment from the speed dial or the selection dialog. */
    start(kind: MarkKind) {
      startForm(newCommentDraft(subject, { isBackside: back, category: presetCategory(kind, categories) }));
    },
    /** The author's 'change area' on a saved comment: box-edit mode with its box, saved on OK. */
    editArea(comment: PictureComment) {
      const box = normaliseBox(comment.box);
      if (box) setDrawing({ step: 'area', comment, box, failed: false });
    },
    changeDraft(draft: CommentDraft) {
      setDrawing((current) => (current && current.step !== 'area' ? { ...current, draft } : current));
    },
    /** Into box-edit mode with the draft's box, or a new one in the visible part of the picture. */
    editBox() {
      if (drawing?.step !== 'form') return;
      const box = drawing.draft.box ?? newBox();
      if (box) setDrawing({ step: 'box', draft: drawing.draft, box, before: drawing.draft.box });
    },
    changeBox(box: FractionBox) {
      setDrawing((current) => (current && current.step !== 'form' ? { ...current, box } : current));
    },
    /**
     * OK: a new comment's box goes back to its form, on the side shown now; a saved comment is sent
     * back whole (spec §7 PUT {@id}) with its new box, which the refreshed lists then show.
     */
    confirmBox(onAreaSaved?: (comment: PictureComment) => void) {
      if (drawing?.step === 'box') {
        startForm({ ...drawing.draft, box: drawing.box, isBackside: back });
        return;
      }
      if (drawing?.step !== 'area' || update.isPending) return;
      const { comment, box } = drawing;
      update.mutate(
        {
          iri: comment['@id'],
          text: comment.text,
          box,
          isPrivate: comment.isPrivate,
          isBackside: comment.isBackside,
          category: comment.category,
          categoryAttributes: comment.categoryAttributes,
          faceId: comment.faceId,
          galleries: comment.galleries,
        },
        {
          onSuccess: () => {
            setDrawing(null);
            onAreaSaved?.(comment);
          },
          onError: () =>
            setDrawing((current) => (current?.step === 'area' ? { ...current, failed: true } : current)),
        },
      );
    },
    abortBox() {
      if (drawing?.step === 'box') startForm({ ...drawing.draft, box: drawing.before });
      else if (drawing?.step === 'area') setDrawing(null);
    },
    close() {
      setDrawing(null);
    },
  };
}
