/**
 * The alignment job (issue 17): matches a RetroSnap against the historic photograph it repeats and
 * stores the homography (domain alignment.ts). Its key is the RetroSnap's id; the RetroSnap
 * module queues it in the transaction that creates the RetroSnap.
 */
export const ALIGN_JOB = 'retrosnap.align';

export const alignJobKey = (retrosnapId: number) => String(retrosnapId);

/**
 * A person's new RetroSnap right after its tile pyramid (media/pyramid-jobs.ts: uploads 0) and
 * before faces are searched (5): the comparison slider waits for it. The start-up sweep of RetroSnaps
 * never aligned (the demo archive's eleven pairs, a second each) after the archive's pyramids (10)
 * and before its face search (20).
 */
export const ALIGN_PRIORITY = { upload: 1, archive: 15 } as const;
