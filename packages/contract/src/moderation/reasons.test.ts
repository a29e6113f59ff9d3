import { describe, expect, it } from 'vitest';
import { REPORT_REASONS, REPORT_TARGETS, reportReasonsFor } from './constants.ts';
import { MODERATION_CHOICES_HI } from './hi.ts';
import { ReportInputSchema } from './schemas.ts';
import { MODERATION_WORDS } from './words.ts';

const id = '00000000-0000-4000-8000-000000000001';

describe('report reasons per target', () => {
  it('offers "Asks for money" for a job posting only, every other reason for everything', () => {
    for (const target of REPORT_TARGETS) {
      const offered = reportReasonsFor(target).map((reason) => reason.value);
      if (target === 'job') expect(offered).toEqual(['spam', 'abuse', 'fraud', 'asksForMoney', 'other']);
      else expect(offered).toEqual(['spam', 'abuse', 'fraud', 'other']);
    }
  });

  it('refuses "Asks for money" about anything but a job, with the reason words', () => {
    expect(ReportInputSchema.safeParse({ target: 'job', targetId: id, reason: 'asksForMoney' }).success).toBe(
      true,
    );
    const refused = ReportInputSchema.safeParse({ target: 'video', targetId: id, reason: 'asksForMoney' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['reason', MODERATION_WORDS.invalidReportReason],
    ]);
  });

  it('has every reason in Hindi', () => {
    for (const reason of REPORT_REASONS) expect(MODERATION_CHOICES_HI[reason.label]).toBeTruthy();
  });
});
