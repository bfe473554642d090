import { useState } from 'react';
import type { FractionBox } from '../../components/comment-form/box-geometry';
import {
  type CommentDraft,
  commentCategories,
  newCommentDraft,
} from '../../components/comment-form/comment-draft';
import { useCategories } from '../../lib/resources/categories';
import { type MarkKind, presetCategory } from './comment-drawing';

/**
 * Spec §4 'Comment editing' on the viewer: the form, then box-edit mode, then the form again.
 * `box` is the rectangle while it is edited; `before` what the form had, for abort.
 */
type Drawing =
  | { step: 'form'; draft: CommentDraft }
  | { step: 'box'; draft: CommentDraft; box: FractionBox; before: FractionBox | null };

interface DrawingContext {
  photographIri: string;
  /** The side shown: a new comment is on it (spec §4). */
  back: boolean;
  /** The default box of spec §4, from the visible part of the picture; null before the picture opened. */
  newBox(): FractionBox | null;
}

export function useCommentDrawing({ photographIri, back, newBox }: DrawingContext, enabled: boolean) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const categories = commentCategories(useCategories(enabled).data);

  const startForm = (draft: CommentDraft) => setDrawing({ step: 'form', draft });

  return {
    drawing,
    /** A new comment from the speed dial or the selection dialog. */
    start(kind: MarkKind) {
      startForm(
        newCommentDraft(
          { photograph: photographIri },
          { isBackside: back, category: presetCategory(kind, categories) },
        ),
      );
    },
    /** Spec §4: the known-face dialog's action, a new comment preset with the face, its box and side. */
    startForFace(faceId: string, box: FractionBox) {
      startForm(
        newCommentDraft(
          { photograph: photographIri },
          { faceId, box, isBackside: back, category: presetCategory('person', categories) },
        ),
      );
    },
    changeDraft(draft: CommentDraft) {
      setDrawing((current) => (current ? { ...current, draft } : current));
    },
    /** Into box-edit mode with the draft's box, or a new one in the visible part of the picture. */
    editBox() {
      if (drawing?.step !== 'form') return;
      const box = drawing.draft.box ?? newBox();
      if (box) setDrawing({ step: 'box', draft: drawing.draft, box, before: drawing.draft.box });
    },
    changeBox(box: FractionBox) {
      setDrawing((current) => (current?.step === 'box' ? { ...current, box } : current));
    },
    /** OK: the box is the draft's, on the side shown now. */
    confirmBox() {
      if (drawing?.step !== 'box') return;
      startForm({ ...drawing.draft, box: drawing.box, isBackside: back });
    },
    abortBox() {
      if (drawing?.step !== 'box') return;
      startForm({ ...drawing.draft, box: drawing.before });
    },
    close() {
      setDrawing(null);
    },
  };
}
