import type { EndpointAnswer } from '@ideaignite/contract';
import { discoveryApi } from '@ideaignite/contract/discovery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useSession } from '../../../lib/use-session.ts';
import { filtersQuery, type ListView, type ProfileListName, viewParams } from './get-profile-list.ts';

/** Each role list's counts per filter option. */
const FACETS = {
  cofounders: discoveryApi.cofounderFacets,
  hustlers: discoveryApi.hustlerFacets,
  investors: discoveryApi.investorFacets,
  jobseekers: discoveryApi.jobseekerFacets,
} as const satisfies Record<ProfileListName, unknown>;
type FacetsAnswer = EndpointAnswer<(typeof FACETS)[ProfileListName]>;

/**
 * A role list's counts per filter option, for one view. Kept here, not in lib/query-keys: only
 * this page reads them, and the dashboard's preloaded keys stay as small as they were.
 */
export const discoveryFacetsQueryKey = (list: string, q: string, filters: string) =>
  ['discovery-facets', list, q, filters] as const;

/**
 * How many profiles the view finds, and how many each filter option would (GET
 * /api/discovery/{role}/facets). The counts of the previous view stay until the new ones arrive.
 */
export function useDiscoveryFacets(list: ProfileListName, view: ListView = {}) {
  const session = useSession();
  const q = view.q?.trim() ?? '';
  return useQuery({
    queryKey: discoveryFacetsQueryKey(list, q, filtersQuery(view.filters)),
    // The four facets share one answer: any of them types the call.
    queryFn: ({ signal }): Promise<FacetsAnswer> =>
      call(FACETS[list] as (typeof FACETS)['hustlers'], { query: viewParams({ ...view, q }) }, { signal }),
    enabled: Boolean(session),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
