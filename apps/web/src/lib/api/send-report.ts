import type { ReportInput } from '@ideaignite/contract';
import { moderationApi } from '@ideaignite/contract/moderation';
import { useMutation } from '@tanstack/react-query';
import { call } from '../call.ts';

/** Reports a person, a message or a post to the moderators (POST /api/reports). */
export function useSendReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => call(moderationApi.report, { body: input }),
  });
}
