import { useEffect, useState } from 'react';
import { useCompleteness } from '../../../lib/api/get-completeness.ts';
import { showWhenLoaded } from '../../../lib/lazy-component.ts';
import type { DashboardParts } from '../dashboard-parts.ts';

/** Whether the dashboard shows the profile's completeness (it is not complete yet). */
export function useShowsCompleteness() {
  const { data } = useCompleteness();
  return Boolean(data && data.score < 100 && data.missing.length > 0);
}

/**
 * The profile's completeness on the dashboard, as the card (the "Get started" steps are the
 * dashboard's own first-run card beside it: issue 26). The
 * panel's code is fetched only when there is something to complete; offline the dashboard works
 * without it.
 */
export function DashboardCompleteness({
  CompletenessPanel,
}: {
  CompletenessPanel: DashboardParts['CompletenessPanel'];
}) {
  const { data } = useCompleteness();
  const needed = useShowsCompleteness();
  const [loaded, setLoaded] = useState(CompletenessPanel.loaded);
  useEffect(() => {
    if (!needed || loaded) return;
    showWhenLoaded(CompletenessPanel, () => setLoaded(true));
  }, [needed, loaded, CompletenessPanel]);
  if (!data || !needed || !loaded) return null;
  return <CompletenessPanel score={data.score} missing={data.missing} />;
}
