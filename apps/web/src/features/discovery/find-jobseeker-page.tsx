import { MESSAGES } from '@ideaignite/contract';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useProfileList } from './api/get-profile-list.ts';
import { JobseekerCard } from './components/jobseeker-card.tsx';
import { RoleListError } from './components/list-errors.tsx';
import { ProfileList } from './components/profile-list.tsx';

/** /FindJobseeker: interns and job seekers ready to join a startup. */
export function FindJobseekerPage() {
  const query = useProfileList('jobseekers');
  return (
    <div>
      <PageMeta title="Find Interns & Job Seekers" robots="noindex" />
      <PageIntro
        eyebrow="Talent"
        title="Find Interns & Job Seekers"
        intro="Curious minds who want to learn by building. Find the intern or first hire who will grow with your startup."
      />
      <ProfileList
        query={query}
        loadingLabel="Loading job seekers…"
        emptyText={MESSAGES.lists.jobseekersEmpty}
        renderError={() => <RoleListError />}
        renderCard={(user) => <JobseekerCard user={user} />}
      />
    </div>
  );
}
