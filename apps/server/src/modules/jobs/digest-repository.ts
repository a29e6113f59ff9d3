import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { jobPostings } from '../../db/schema.ts';
import { jobVisibleSql } from './query-parts.ts';

export interface MatchingJobRow {
  id: string;
  title: string;
  city: string | null;
  startup: string | null;
}

/**
 * The open postings a job seeker has not applied to, posted in (`after`, `until`], that match
 * them: a skill of theirs (any case), their city, or one of their sectors; newest first. Nobody
 * but a job seeker matches (their profile's role). Postings they may not see stay out
 * (jobVisibleSql: held, hidden, deleted, a poster suspended or blocked either way).
 */
export function newMatchingJobs(
  db: Database,
  personId: string,
  options: { after: Date; until: Date; today: string; limit: number },
): Promise<MatchingJobRow[]> {
  return rowsOf<MatchingJobRow>(
    db,
    sql`
    select job_postings.id, job_postings.title, job_postings.city, coalesce(poster.project, poster.display_name, poster.username) as startup
    from ${jobPostings}
    join profiles me on me.user_id = ${personId}::uuid and me.role = 'Jobseeker'
    join profiles poster on poster.user_id = job_postings.user_id
    where job_postings.status = 'open' and job_postings.apply_by >= ${options.today}
      and job_postings.created_at > ${options.after.toISOString()}::timestamptz
      and job_postings.created_at <= ${options.until.toISOString()}::timestamptz
      and ${jobVisibleSql(sql`${personId}`)}
      and not exists (select 1 from job_applications ja where ja.job_id = job_postings.id and ja.applicant_id = me.user_id)
      and (
        exists (select 1 from unnest(job_postings.skills) js(name), unnest(me.skills) ms(name) where lower(js.name) = lower(ms.name))
        or (job_postings.city is not null and lower(job_postings.city) = lower(me.city))
        or job_postings.sector = any(me.sectors)
      )
    order by job_postings.created_at desc, job_postings.id desc
    limit ${options.limit}`,
  );
}
