import type { CommentOutput } from '@retropics/domain/contracts/comment.contract';
import { documentIri, iriOrNull } from '../../hydra/iri.js';
import type { CommentRelations, CommentRow } from './comment.repository.js';

function myVoteOf(value: number | undefined): 1 | -1 | null {
  if (value === 1 || value === -1) return value;
  return null;
}

export function presentComment(row: CommentRow, relations: CommentRelations): CommentOutput {
  const author =
    row.authorId === null ? undefined : relations.authors.find((person) => person.id === row.authorId);
  return {
    '@id': documentIri('Comment', row.id),
    '@type': 'Comment',
    id: row.id,
    text: row.text,
    box: row.box ?? null,
    isPrivate: row.isPrivate,
    isBackside: row.isBackside,
    photograph: iriOrNull('Photograph', row.photographId),
    retrosnap: iriOrNull('Retrosnap', row.retrosnapId),
    imageGallery: iriOrNull('ImageGallery', row.imageGalleryId),
    faceId: row.faceId,
    category: iriOrNull('Category', row.categoryId),
    categoryAttributes: row.categoryAttributes,
    galleries: relations.galleries
      .filter((entry) => entry.commentId === row.id)
      .map((entry) => documentIri('ImageGallery', entry.galleryId)),
    author: author
      ? { '@id': documentIri('Person', author.id), name: author.name, pictureUrl: author.pictureUrl }
      : null,
    dateCreated: row.dateCreated.toISOString(),
    upvoteCount: row.upvoteCount,
    myVote: myVoteOf(relations.votes.find((vote) => vote.commentId === row.id)?.value),
    additionalData: row.additionalData ?? null,
  };
}
