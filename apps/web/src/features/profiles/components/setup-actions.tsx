import type { Role } from '@ideaignite/contract';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { dashboardPath } from '../../../lib/paths.ts';
import { profilesWords } from '../words/index.ts';

/** Save (disabled while sending) and the spec's 'Skip for Now' to the role's dashboard. */
export function SetupActions({ profileRole, pending }: { profileRole: Role; pending: boolean }) {
  const m = useWords(profilesWords);
  return (
    <div className="flex flex-col-reverse gap-3 border-ink-100 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
      <ButtonLink to={dashboardPath(profileRole)} variant="ghost" size="lg">
        {m.skipForNow}
      </ButtonLink>
      <Button type="submit" size="lg" disabled={pending} className="sm:min-w-44">
        {pending ? m.saving : m.saveProfile}
      </Button>
    </div>
  );
}
