import { z } from 'zod';
import { paginationQuery } from './list-query.contract.js';

/**
 * The editors' desk (issue 19): what reaches the team — feedback, bug reports, contact messages,
 * reported collections and reported comments — one list per kind, each item marked done with who
 * and when. Editors and admins only (`canUseEditorsDesk`).
 */

/** The desk's lists, spelt as their paths: `/editors_desk/{kind}`. */
export const DESK_KINDS = [
  'feedback',
  'bugReports',
  'contactMessages',
  'collectionReports',
  'commentReports',
] as const;
export type DeskKind = (typeof DESK_KINDS)[number];

/** How `desk_marks.kind` names an item of each list. */
export const DESK_MARK_KIND = {
  feedback: 'feedback',
  bugReports: 'bugReport',
  contactMessages: 'contactMessage',
  collectionReports: 'collectionReport',
  commentReports: 'commentReport',
} as const satisfies Record<DeskKind, string>;
export type DeskMarkKind = (typeof DESK_MARK_KIND)[DeskKind];

export const DESK_STATES = ['open', 'done', 'all'] as const;
export type DeskState = (typeof DESK_STATES)[number];

export const EDITORS_DESK_MESSAGES = {
  kind: `kind must be one of ${DESK_KINDS.join(', ')}`,
  state: `state must be one of ${DESK_STATES.join(', ')}`,
  done: 'done must be true or false',
} as const;

const deskKind = z.enum(DESK_KINDS, { error: EDITORS_DESK_MESSAGES.kind });
const positiveId = z.coerce
  .number()
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(2_147_483_647);

export const deskKindParams = z.object({ kind: deskKind });
export const deskItemParams = z.object({ kind: deskKind, id: positiveId });

/** GET /editors_desk/{kind}: newest first, open ones by default. */
export const deskListQuery = z
  .object({
    ...paginationQuery,
    state: z.enum(DESK_STATES, { error: EDITORS_DESK_MESSAGES.state }).default('open'),
  })
  .strict();
export type DeskListQuery = z.output<typeof deskListQuery>;

/** PUT /editors_desk/{kind}/{id}/done: marks the item done, or open again. */
export const deskMarkBody = z.object({ done: z.boolean({ error: EDITORS_DESK_MESSAGES.done }) });
export type DeskMarkBody = z.output<typeof deskMarkBody>;

const personReference = z.object({ '@id': z.string(), name: z.string() });
export type DeskPerson = z.infer<typeof personReference>;

/** Who marked the item done and when; both null while it is open. */
export const deskMarkOutput = z.object({
  done: z.boolean(),
  doneBy: personReference.nullable(),
  doneAt: z.string().nullable(),
});
export type DeskMarkOutput = z.infer<typeof deskMarkOutput>;

const itemBase = {
  '@id': z.string().describe('/editors_desk/{kind}/{id}'),
  '@type': z.literal('DeskItem'),
  id: z.number(),
  dateCreated: z.string(),
  mark: deskMarkOutput,
};

export const deskFeedbackOutput = z.object({
  ...itemBase,
  kind: z.literal('feedback'),
  text: z.string(),
  rating: z.number().nullable().describe('0.5 to 5 in half stars'),
  author: personReference.nullable(),
});

export const deskBugReportOutput = z.object({
  ...itemBase,
  kind: z.literal('bugReports'),
  text: z.string(),
  consoleLog: z.string(),
  screenshotUrl: z
    .string()
    .nullable()
    .describe('/editors_desk/bugReports/{id}/screenshot.png, with the token'),
  author: personReference.nullable(),
});

export const deskContactMessageOutput = z.object({
  ...itemBase,
  kind: z.literal('contactMessages'),
  text: z.string(),
  email: z.string().nullable(),
  subscribeNewsletter: z.boolean(),
  sender: personReference.nullable().describe('The signed-in sender'),
  userOldEmail: z.string().nullable().describe("The sender's account address when it differs from email"),
  locale: z.string(),
});

export const deskCollectionReportOutput = z.object({
  ...itemBase,
  kind: z.literal('collectionReports'),
  collection: z.string().describe('The reported collection (status New)'),
  headline: z.string(),
  status: z.number(),
  howManyPhotographs: z.string().nullable(),
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  owner: personReference.nullable(),
});

export const deskCommentReportOutput = z.object({
  ...itemBase,
  kind: z.literal('commentReports'),
  comment: z.string(),
  commentText: z.string().describe('Rich text (HTML)'),
  commentAuthor: personReference.nullable(),
  subject: z
    .object({
      '@id': z.string(),
      '@type': z.enum(['Photograph', 'Retrosnap', 'ImageGallery']),
    })
    .nullable(),
  reportCount: z.number(),
  reports: z.array(
    z.object({ reporter: personReference.nullable(), reason: z.string(), dateCreated: z.string() }),
  ),
});

export const deskItemOutput = z.discriminatedUnion('kind', [
  deskFeedbackOutput,
  deskBugReportOutput,
  deskContactMessageOutput,
  deskCollectionReportOutput,
  deskCommentReportOutput,
]);

export type DeskFeedbackItem = z.infer<typeof deskFeedbackOutput>;
export type DeskBugReportItem = z.infer<typeof deskBugReportOutput>;
export type DeskContactMessageItem = z.infer<typeof deskContactMessageOutput>;
export type DeskCollectionReportItem = z.infer<typeof deskCollectionReportOutput>;
export type DeskCommentReportItem = z.infer<typeof deskCommentReportOutput>;
export type DeskItem = z.infer<typeof deskItemOutput>;
export type DeskItemOf<Kind extends DeskKind> = Extract<DeskItem, { kind: Kind }>;

/** GET /editors_desk: the open items per list, for the tabs' badges. */
export const deskCountsOutput = z.object({
  '@id': z.literal('/editors_desk'),
  '@type': z.literal('EditorsDesk'),
  open: z.object(
    Object.fromEntries(DESK_KINDS.map((kind) => [kind, z.number()])) as Record<DeskKind, z.ZodNumber>,
  ),
});
export type DeskCountsOutput = z.infer<typeof deskCountsOutput>;
