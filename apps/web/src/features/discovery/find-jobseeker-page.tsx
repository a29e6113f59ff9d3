import { WORDS } from '@ideaignite/contract';
import { useWords } from '../../lib/i18n/words.ts';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { JobseekerCard } from './components/jobseeker-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { discoveryWords } from './words/index.ts';

/** /FindJobseeker: interns and job seekers ready to join a startup. */
export function FindJobseekerPage() {
  const m = useWords(discoveryWords);
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
      emptyText={WORDS.lists.jobseekersEmpty}
      renderError={() => <RoleListError />}
      renderCard={(user) => <JobseekerCard user={user} />}
    />
  );
}
