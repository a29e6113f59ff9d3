import { MESSAGES } from '@ideaignite/contract';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useProfileList } from './api/get-profile-list.ts';
import { JobseekerCard } from './components/jobseeker-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /FindJobseeker: interns and job seekers ready to join a startup. */
export function FindJobseekerPage() {
  const m = useMessages(discoveryMessages);
  const t = useContractText();
  const query = useProfileList('jobseekers');
  return (
    <div>
      <PageMeta title={m.jobseekersTitle} robots="noindex" />
      <PageIntro eyebrow={m.jobseekersEyebrow} title={m.jobseekersTitle} intro={m.jobseekersIntro} />
      <ProfileList
        query={query}
        loadingLabel={m.loadingJobseekers}
        emptyText={t(MESSAGES.lists.jobseekersEmpty)}
        renderError={() => <RoleListError />}
        renderCard={(user) => <JobseekerCard user={user} />}
      />
    </div>
  );
}
