import type { Locale } from '@retropics/domain/constants';
import {
  COLLECTION_MESSAGES,
  COLLECTION_WORKFLOW_FIELDS,
  type CollectionUpdateBody,
  type CollectionWorkflowField,
} from '@retropics/domain/contracts/photograph-collection.contract';
import {
  canDeleteCollection,
  canEditCollection,
  canManageCollectionWorkflow,
} from '@retropics/domain/permissions';
import { TO_YEAR_ORDER_MESSAGE } from '@retropics/domain/years';
import { HttpError, notFound, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { allows, authorize } from '../auth/auth.policy.js';
import { sanitizeCommentText } from '../comments/comment-text.js';
import type { CollectionStatusNews } from './collection-status-news.js';
import type { CollectionRepository, CollectionRow } from './photograph-collection.repository.js';
import type {
  CollectionColumns,
  CollectionWriteRepository,
} from './photograph-collection-write.repository.js';

/** Each id once, in the order first given. */
const unique = (ids: readonly number[]) => [...new Set(ids)];

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The workflow fields a body changes. A field sent with the value it already has is no change:
 * the owner's form may send back the whole collection as the API answered it.
 */
function changedWorkflowFields(
  body: CollectionUpdateBody,
  row: CollectionRow,
  stored: { perkIds: readonly number[]; sponsorIds: readonly number[] },
): CollectionWorkflowField[] {
  return COLLECTION_WORKFLOW_FIELDS.filter((field) => {
    const value = body[field];
    if (value === undefined) return false;
    if (field === 'perks') return !sameList(unique(value as number[]), stored.perkIds);
    if (field === 'sponsors') return !sameList(unique(value as number[]), stored.sponsorIds);
    if (field === 'organization') return value !== row.organizationId;
    return value !== row[field];
  });
}

/**
 * The ids of a list field (perks, sponsors) when the body changes it, each once, with a violation
 * for every id that names nothing; undefined when the list stays as it is.
 */
async function checkedIds(
  field: 'perks' | 'sponsors',
  body: CollectionUpdateBody,
  changes: readonly CollectionWorkflowField[],
  existing: (ids: readonly number[]) => Promise<Set<number>>,
  violations: Violation[],
): Promise<number[] | undefined> {
  const value = body[field];
  if (value === undefined || !changes.includes(field)) return undefined;
  const ids = unique(value as number[]);
  const known = await existing(ids);
  const message = field === 'perks' ? COLLECTION_MESSAGES.unknownProduct : COLLECTION_MESSAGES.unknownSponsor;
  ids.forEach((id, index) => {
    if (!known.has(id)) violations.push({ propertyPath: `${field}.${index}`, message });
  });
  return ids;
}

/**
 * Editing a collection (spec §2 'Collection edit') and moving it through its statuses (spec §4,
 * issue 16). The owner and the curators edit texts, years, place and licence (canEditCollection);
 * the status, crowdfunding figures, perks and rating are the curators' (canManageCollectionWorkflow).
 * An owner who sends a changed workflow field is refused with 403 naming the fields, nothing is
 * stored; every other mistake is a 422 with one violation per field. A status change is recorded
 * (from, to, who) in the same transaction and its owner hears of it by mail and web push.
 */
export function createCollectionWriteService(deps: {
  collections: CollectionRepository;
  writes: CollectionWriteRepository;
  placeIdOf: (reference: number | string | null) => Promise<number | null | undefined>;
  news: CollectionStatusNews;
  /** The feed, the map, the landing page and the search follow every write at once. */
  refreshFeed: (collectionId: number) => Promise<void>;
}) {
  const { collections, writes } = deps;
  const missing = () => notFound('Photograph collection');

  /**
   * The collection the signed-in person may edit. Anyone else is refused with 403 'Access Denied.',
   * also for a New collection they cannot see: a refused write says no more than that.
   */
  async function editableCollection(user: AuthUser, id: number): Promise<CollectionRow> {
    const row = await collections.findById(id);
    if (!row) throw missing();
    authorize(user, canEditCollection, row);
    return row;
  }

  async function checkedColumns(body: CollectionUpdateBody, row: CollectionRow, violations: Violation[]) {
    const columns: CollectionColumns = {};
    if (body.headline !== undefined) columns.headline = body.headline;
    if (body.about !== undefined) columns.about = sanitizeCommentText(body.about);
    if (body.text !== undefined) columns.text = sanitizeCommentText(body.text);
    if (body.fromYear !== undefined) columns.fromYear = body.fromYear;
    if (body.toYear !== undefined) columns.toYear = body.toYear;
    // One year sent alone must still fit the stored other one.
    const from = columns.fromYear === undefined ? row.fromYear : columns.fromYear;
    const to = columns.toYear === undefined ? row.toYear : columns.toYear;
    if (from !== null && to !== null && to < from) {
      violations.push({ propertyPath: 'toYear', message: TO_YEAR_ORDER_MESSAGE });
    }
    if (body.place !== undefined) {
      const placeId = await deps.placeIdOf(body.place);
      if (placeId === undefined)
        violations.push({ propertyPath: 'place', message: COLLECTION_MESSAGES.unknownPlace });
      else columns.placeId = placeId;
    }
    for (const field of [
      'licenseName',
      'licenseUrl',
      'collectionCopyrightUrl',
      'copyrightHoldingPerson',
    ] as const) {
      const value = body[field];
      if (value !== undefined) columns[field] = value as string;
    }
    for (const field of ['status', 'crowdfundingRequired', 'crowdfundingFunded', 'internalRating'] as const) {
      const value = body[field];
      if (value !== undefined) (columns as Record<string, unknown>)[field] = value;
    }
    return columns;
  }

  return {
    /** PUT {collection @id}. Returns the id. */
    async update(user: AuthUser, id: number, body: CollectionUpdateBody, locale: Locale) {
      const before = await editableCollection(user, id);
      const [storedPerkIds, storedSponsorIds] = await Promise.all([
        writes.perkIds(id),
        writes.sponsorIds(id),
      ]);
      const stored = { perkIds: storedPerkIds, sponsorIds: storedSponsorIds };
      const workflowChanges = changedWorkflowFields(body, before, stored);
      if (workflowChanges.length > 0 && !allows(user, canManageCollectionWorkflow, undefined)) {
        throw new HttpError(403, `${COLLECTION_MESSAGES.workflowOnly}: ${workflowChanges.join(', ')}.`);
      }
      const violations: Violation[] = [];
      const columns = await checkedColumns(body, before, violations);
      const perkIds = await checkedIds('perks', body, workflowChanges, writes.existingProductIds, violations);
      const sponsorIds = await checkedIds(
        'sponsors',
        body,
        workflowChanges,
        writes.existingSponsorIds,
        violations,
      );
      if (body.organization !== undefined && workflowChanges.includes('organization')) {
        if (body.organization !== null && !(await writes.organizationExists(body.organization)))
          violations.push({ propertyPath: 'organization', message: COLLECTION_MESSAGES.unknownOrganization });
        columns.organizationId = body.organization;
      }
      if (violations.length > 0) throw new ValidationFailed(violations);
      const after = await writes.update(before, {
        columns,
        ...(perkIds !== undefined && { perkIds }),
        ...(sponsorIds !== undefined && { sponsorIds }),
        locale,
        changedById: user.personId,
      });
      await deps.refreshFeed(id);
      if (after.status !== before.status) await deps.news.announce(after);
      return id;
    },

    /**
     * DELETE {collection @id}: at New (0) only (canDeleteCollection, else 409). A collection that
     * holds photographs is never deleted with them (the database would cascade): 409 too, so
     * nothing disappears silently; at New a collection holds none in practice.
     */
    async remove(user: AuthUser, id: number) {
      const row = await editableCollection(user, id);
      if (!allows(user, canDeleteCollection, row)) throw new HttpError(409, COLLECTION_MESSAGES.notDeletable);
      if ((await writes.photographCount(id)) > 0)
        throw new HttpError(409, COLLECTION_MESSAGES.holdsPhotographs);
      await writes.delete(id);
      await deps.refreshFeed(id);
    },
  };
}
