/** Reports and the moderation queue (issue 15, decision 023). */

/**
 * What can be reported. Blog comments and talk comments are both `comment` (target `post`); `job`
 * is a job or internship posting (issue 25).
 */
export const REPORT_TARGETS = ['user', 'message', 'video', 'blog', 'talk', 'comment', 'job'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/**
 * Why something is reported. A reason with `targets` fits only those (asking candidates for money
 * is about a posting, not a person or a comment); the others fit everything.
 */
export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'abuse', label: 'Abuse or harassment' },
  { value: 'fraud', label: 'Fraud or scam' },
  { value: 'asksForMoney', label: 'Asks for money', targets: ['job'] },
  { value: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** The reasons offered for reporting `target`, in REPORT_REASONS' order. */
export function reportReasonsFor(target: ReportTarget) {
  return REPORT_REASONS.filter(
    (reason) => !('targets' in reason) || (reason.targets as readonly ReportTarget[]).includes(target),
  );
}

/** Where a report stands: waiting in the queue, or closed by one of the moderators' actions. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden', 'suspended'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a moderator can do: close a report, hide what it is about, suspend its author, restore either. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_DETAILS_MAX_LENGTH = 1000;
