import { useEffect, useState } from 'react';
import { useCompleteness } from '../../../lib/api/get-completeness.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';

// The checklist's code comes only when there is something to complete: a full profile fetches none.
const CompletenessPanel = lazyComponent(
  () =>
    import('../../../components/completeness/completeness-panel.tsx').then(
      (module) => module.CompletenessPanel,
    ),
  'CompletenessPanel',
);

/** Whether the dashboard shows the profile's completeness (it is not complete yet). */
export function useShowsCompleteness() {
  const { data } = useCompleteness();
  return Boolean(data && data.score < 100 && data.missing.length > 0);
}

/** The profile's completeness on the dashboard: the "Get started" checklist, then the card. */
export function DashboardCompleteness({ userId }: { userId: string }) {
  const { data } = useCompleteness();
  const needed = useShowsCompleteness();
  const [loaded, setLoaded] = useState(CompletenessPanel.loaded);
  useEffect(() => {
    if (!needed || loaded) return;
    CompletenessPanel.preload().then(
      () => setLoaded(true),
      () => undefined, // offline: the dashboard works without it
    );
  }, [needed, loaded]);
  if (!data || !needed || !loaded) return null;
  return <CompletenessPanel userId={userId} score={data.score} missing={data.missing} />;
}
