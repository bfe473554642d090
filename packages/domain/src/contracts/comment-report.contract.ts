import { z } from 'zod';

/**
 * Reporting a comment to the team (issue 19, the comments' 'report' action): any signed-in person
 * but its author, once per person; the editors read the reports on their desk.
 */

export const COMMENT_REPORT_REASON_MAX_LENGTH = 1000;

export const COMMENT_REPORT_MESSAGES = {
  reasonLength: `Reason must be at most ${COMMENT_REPORT_REASON_MAX_LENGTH} characters`,
  reasonText: 'Reason must be text',
} as const;

/** POST /comments/{id}/report: why, in the reporter's words (optional). */
export const commentReportBody = z
  .object({
    reason: z
      .string({ error: COMMENT_REPORT_MESSAGES.reasonText })
      .trim()
      .max(COMMENT_REPORT_REASON_MAX_LENGTH, { error: COMMENT_REPORT_MESSAGES.reasonLength })
      .nullish()
      .transform((value) => value ?? ''),
  })
  .nullish()
  .transform((body) => body ?? { reason: '' });

export type CommentReportBody = z.output<typeof commentReportBody>;
export type CommentReportInput = z.input<typeof commentReportBody>;

/** The reporter's one report of a comment: 201 when new, 200 when they had reported it before. */
export const commentReportOutput = z.object({
  '@id': z.string().describe('/comments/{id}/report'),
  '@type': z.literal('CommentReport'),
  comment: z.string().describe('The reported comment'),
  reason: z.string(),
  dateCreated: z.string(),
});

export type CommentReportOutput = z.infer<typeof commentReportOutput>;
