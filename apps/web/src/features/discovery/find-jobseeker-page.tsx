import { MESSAGES } from '@ideaignite/contract';
import { useMessages } from '../../lib/i18n/messages.ts';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { JobseekerCard } from './components/jobseeker-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /FindJobseeker: interns and job seekers ready to join a startup. */
export function FindJobseekerPage() {
  const m = useMessages(discoveryMessages);
  return (
    <DiscoveryPage
      list="jobseekers"
      metaTitle={m.jobseekersTitle}
      eyebrow={m.jobseekersEyebrow}
      title={m.jobseekersTitle}
      intro={m.jobseekersIntro}
      searchLabel={m.searchJobseekers}
      searchPlaceholder={m.searchPlaceholder}
      loadingLabel={m.loadingJobseekers}
      emptyText={MESSAGES.lists.jobseekersEmpty}
      renderError={() => <RoleListError />}
      renderCard={(user) => <JobseekerCard user={user} />}
    />
  );
}
