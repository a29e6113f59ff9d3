import type { DataExport, EndpointAnswer } from '@ideaignite/contract';
import { accountApi } from '@ideaignite/contract/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile } from '../../../../lib/call.ts';

export const DATA_EXPORTS_QUERY_KEY = ['data-exports'] as const;
/** How often a download being prepared is looked at again. */
export const EXPORT_POLL_MS = 1500;

const underWay = (item: DataExport | undefined) => item?.status === 'queued' || item?.status === 'running';

export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: DATA_EXPORTS_QUERY_KEY,
    queryFn: ({ signal }) => call(accountApi.exports, {}, { signal }),
    // Polls only while the newest download is being prepared.
    refetchInterval: (query) => (underWay(query.state.data?.items[0]) ? EXPORT_POLL_MS : false),
  });

/** My recent downloads, newest first (GET /api/account/exports). */
export function useDataExports() {
  return useQuery(dataExportsQueryOptions());
}

/** Starts preparing a download (or finds the one under way) and shows it at once. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(accountApi.startExport),
    onSuccess: (answer) => {
      queryClient.setQueryData<EndpointAnswer<typeof accountApi.exports>>(DATA_EXPORTS_QUERY_KEY, (old) => ({
        items: [answer.export, ...(old?.items ?? []).filter((item) => item.id !== answer.export.id)],
      }));
    },
  });
}

/**
 * Fetches the ZIP with the session's token (the API reads no cookie) and hands it to the browser
 * as a file download under the name the server gave.
 */
export async function downloadExport(exportId: string): Promise<void> {
  const { blob, headers } = await callFile(accountApi.download, { params: { exportId } });
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name ?? 'data.zip';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the save before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Downloads a ready export. */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
