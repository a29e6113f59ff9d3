import { API, type ReportInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api-client.ts';

/** Reports a person, a message or a post to the moderators (POST /api/reports). */
export function useSendReport() {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiRequest<{ message: string }>(API.reports, { method: 'POST', json: input }),
  });
}
