/** What reports and moderation say, and what a suspended account is told. */
export const MODERATION_WORDS = {
  // Reports
  reportSent: 'Thank you. Our moderators will look at your report.',
  alreadyReported: 'You have already reported this. Our moderators will look at it.',
  invalidReportTarget: 'Please choose what you are reporting.',
  invalidReportReason: 'Please choose a reason from the list.',
  reportDetailsRequired: 'Please tell us what is wrong.',
  reportDetailsTooLong: 'Please keep the details to 1000 characters.',
  reportTargetNotFound: 'What you are reporting could not be found.',
  cannotReportSelf: 'You cannot report yourself or your own posts.',
  // Moderation
  notAdmin: 'Only moderators can do this.',
  reportNotFound: 'That report could not be found.',
  reportClosed: 'This report has already been handled.',
  reportDismissed: 'Report dismissed.',
  contentHidden: 'Hidden. Nobody can see it now, and its author has been told.',
  userSuspended: 'Suspended. Their sessions have ended and their posts are hidden.',
  userRestored: 'Restored. They can sign in again and their posts are back.',
  notSuspended: 'This person is not suspended.',
  contentRestored: 'Restored. The post is visible again.',
  notHidden: 'Nothing is hidden by this report, so there is nothing to restore.',
  cannotHideUser: 'A person cannot be hidden: suspend them instead, or dismiss the report.',
  cannotModerateSelf: 'This report is about you or something you posted: another moderator has to handle it.',
  lastModerator: 'This would suspend the last active moderator. At least one moderator must stay active.',
  accountSuspended:
    'Your account has been suspended by our moderators. Write to us through the Contact page if you think this is a mistake.',
} as const;
