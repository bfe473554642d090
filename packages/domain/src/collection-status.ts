/**
 * What a photograph collection shows in each status, and its crowdfunding figures (spec §4).
 *
 * The collection screen, the landing page and the map's donut charts all read these, and the
 * server uses {@link landingSort} for the landing list, so the rules are written down once.
 */

import { COLLECTION_STATUS } from './constants.js';

/** Crowdfunding styling and the perks drawer belong to statuses Crowdfunding (1) and Funded (2). */
export function showsCrowdfunding(status: number): boolean {
  return status === COLLECTION_STATUS.Crowdfunding || status === COLLECTION_STATUS.Funded;
}

/** The photograph grid is hidden at New (0) and at Photos scanned (3). */
export function showsPhotographGrid(status: number): boolean {
  return status !== COLLECTION_STATUS.New && status !== COLLECTION_STATUS.PhotosScanned;
}

/** Licence and copyright information is shown except while the crowdfunding layout takes its place. */
export function showsLicenceInfo(status: number): boolean {
  return !showsCrowdfunding(status);
}

/** The collage of unrestored pictures advertises a collection that is collecting money. */
export function showsCollage(status: number): boolean {
  return status === COLLECTION_STATUS.Crowdfunding;
}

/** The landing page lists only collections that are collecting money. */
export function isListedOnLanding(status: number): boolean {
  return status === COLLECTION_STATUS.Crowdfunding;
}

/**
 * Where closing a collection leads: back to the crowdfunding list for a crowdfunding collection
 * (that is where its visitors came from), otherwise to the feed.
 */
export function collectionCloseTarget(collection: {
  status: number;
  crowdfundingRequired?: number | null;
}): '/collections' | '/feed' {
  const hasGoal = collection.crowdfundingRequired !== null && collection.crowdfundingRequired !== undefined;
  return showsCrowdfunding(collection.status) && hasGoal ? '/collections' : '/feed';
}

/**
 * Funded share in percent: funded / required × 100, and 0 when nothing is required (no goal means
 * no progress to show, not a division by zero). Not capped: an over-funded collection reports
 * more than 100 and the progress bar clamps for display.
 */
export function crowdfundingProgress(funded: number, required: number): number {
  if (required === 0) return 0;
  return (funded / required) * 100;
}

export type CrowdfundingText = { kind: 'of'; amount: number } | { kind: 'remaining'; amount: number };

/**
 * Chooses the wording under the progress bar: up to half funded it names the goal ('von X€',
 * amount = required), beyond that the remaining gap ('noch Y€', amount = required − funded,
 * never below 0 so an over-funded collection does not show a negative sum).
 */
export function crowdfundingText(funded: number, required: number): CrowdfundingText {
  if (funded <= required / 2) return { kind: 'of', amount: required };
  return { kind: 'remaining', amount: Math.max(0, required - funded) };
}

export interface LandingSortable {
  crowdfundingRequired?: number | null;
  crowdfundingFunded?: number | null;
  internalRating?: number | null;
}

/** A collection has funding data when it has a goal; without one there is no share to rank by. */
function hasFundingData(collection: LandingSortable): boolean {
  return typeof collection.crowdfundingRequired === 'number' && collection.crowdfundingRequired > 0;
}

function fundedShare(collection: LandingSortable): number {
  if (!hasFundingData(collection)) return 0;
  return (collection.crowdfundingFunded ?? 0) / (collection.crowdfundingRequired as number);
}

/**
 * Comparator for the landing page (use with `Array.prototype.sort`): collections with funding data
 * first, then the larger funded share first, then the higher internal rating first; a missing
 * rating ranks below any rating.
 */
export function landingSort(a: LandingSortable, b: LandingSortable): number {
  const byData = Number(hasFundingData(b)) - Number(hasFundingData(a));
  if (byData !== 0) return byData;
  const byShare = fundedShare(b) - fundedShare(a);
  if (byShare !== 0) return byShare;
  return (b.internalRating ?? -1) - (a.internalRating ?? -1);
}

/** The landing page's list: collections in Crowdfunding, in {@link landingSort} order. */
export function landingCollections<C extends LandingSortable & { status: number }>(
  collections: readonly C[],
): C[] {
  return collections.filter((collection) => isListedOnLanding(collection.status)).sort(landingSort);
}
