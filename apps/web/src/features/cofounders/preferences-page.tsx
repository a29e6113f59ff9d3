import { ForOtherRoles } from '../../components/for-other-roles.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { QueryLoadState } from '../../components/query-load-state.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { usePreferences } from './api/get-preferences.ts';
import { PreferencesForm } from './components/preferences-form.tsx';
import { cofoundersWords } from './words/index.ts';

/** /cofounders/preferences: what I look for in a co-founder (co-founders and Hustlers). */
export function PreferencesPage() {
  const m = useWords(cofoundersWords);
  const role = useSession()?.role;
  if (role !== 'Cofounder' && role !== 'Hustler') {
    return (
      <ForOtherRoles
        title={m.preferencesTitle}
        text={m.forOthers}
        links={[{ to: dashboardPath(role), label: m.toDashboard }]}
      />
    );
  }
  return <Preferences hustler={role === 'Hustler'} />;
}

function Preferences({ hustler }: { hustler: boolean }) {
  const m = useWords(cofoundersWords);
  const { data, isPending, error, refetch } = usePreferences();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageMeta title={m.preferencesTitle} robots="noindex" />
      <div className="mb-8">
        <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">{m.eyebrow}</p>
        <h1 className="mt-1.5 font-bold text-3xl sm:text-4xl">{m.preferencesTitle}</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">{m.preferencesIntro}</p>
        {data && !data.saved ? <p className="mt-3 font-medium text-saffron-800">{m.draftNote}</p> : null}
      </div>
      {isPending || error ? (
        <QueryLoadState query={{ isPending, error, refetch }} loading={m.loadingPreferences} />
      ) : (
        <PreferencesForm initial={data.preferences} hustler={hustler} />
      )}
    </div>
  );
}
