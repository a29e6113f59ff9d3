import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, type Role } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import { jobsApi } from '@ideaignite/contract/jobs';
import { type APIRequestContext, test as base } from '@playwright/test';
import {
  apiAs,
  MODERATOR_EMAIL,
  MODERATOR_NAME,
  moderatorViaApi,
  type SignedIn,
  signInViaApi,
  signUpViaApi,
} from './fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const clipPath = path.resolve(here, '../apps/web/public/guides/getting-started.mp4');

/** One person of each role with a profile, and content between them, so no list is empty. */
export interface World {
  users: Record<Role, SignedIn>;
  /** The suite's moderator (ADMIN_EMAILS): the world's report waits in their queue. */
  moderator: SignedIn;
  videoTitle: string;
  blogTitle: string;
  talkTitle: string;
  /** The three posts' ids, for their own addresses (issue 26): the Hustler's video and blog, the co-founder's talk. */
  posts: { videoId: string; blogId: string; talkId: string };
  /**
   * The Hustler's postings (issue 25), both saved by the job seeker: an internship with a
   * screening question, and a job the job seeker applied to (the Hustler has viewed it).
   */
  jobs: { internshipId: string; jobId: string };
  /**
   * Everything the world's people wrote (names, profile answers, posts, comments, messages) and
   * their emails: what a page shows as the users wrote it, in whatever language the interface is.
   */
  writtenTexts: string[];
}

const PROFILES: Record<Role, Record<string, string>> = {
  Hustler: {
    Username: 'Aarav Kulkarni',
    phoneno: '',
    bio: 'Building cold storage for small fishing harbours on the Konkan coast.',
    project: 'MeenVala',
    skills: 'Fast Execution,Networking',
    currentWork: 'Piloting two solar chillers in Ratnagiri.',
    contribution: 'Operations and sales.',
  },
  Investor: {
    Username: 'Sunita Rao',
    phoneno: '',
    bio: 'Angel investor backing climate and food-supply founders.',
    contactEmail: '',
    investorType: 'visionary',
    interestAreas: 'Sustainable Innovations',
    // Only an investor taking pitches can be ignited (issue 26).
    openToPitches: 'true',
  },
  Cofounder: {
    Username: 'Kabir Sethi',
    phoneno: '',
    bio: 'Embedded engineer looking for a hardware startup.',
    skills: 'Firmware,IoT',
    dreamProject: 'Cheap sensors for every farm.',
    superpower: 'Shipping prototypes in a week.',
  },
  Jobseeker: {
    Username: 'Neha Joshi',
    desiredRole: 'Product designer',
    experience: 'A booking app for neighbourhood clinics.',
    skills: 'Figma,Research',
    aboutMe: 'Designer who likes talking to users.',
  },
};

/**
 * Profile answers picked from the contract's lists (the app shows them in the interface language)
 * or switched on: none is text the person wrote.
 */
const CHOICES: Partial<Record<Role, string[]>> = {
  Hustler: ['skills'],
  Investor: ['investorType', 'interestAreas', 'openToPitches'],
};

const VIDEO_DESCRIPTION = 'A two-minute walk through our pilot at Ratnagiri harbour.';
const BLOG_SUMMARY = 'Ice is the largest cost of a small catch. Here is how we cut it.';
const BLOG_CONTENT = 'We spent a season on the docks.\n\nEvery boat told us the same story about ice.';
const COMMENT = 'How many boats share one chiller?';
/** The Hustler's Ignite to the investor (the inbox and the pipeline show it). */
const PITCH = 'MeenVala keeps the catch cold from boat to market for 400 Konkan fishers.';
const WORDS = {
  hustlerToInvestor: 'Namaste Sunita, thank you for the like. May I share our pilot numbers?',
  investorToHustler: 'Please do. Send them over before Friday.',
  cofounderToHustler: 'Saw your talk. I build firmware for chillers.',
};
/** The job seeker's report of the co-founder's talk (the moderation queue shows it). */
const REPORT_DETAILS = 'This talk asks people to pay before they can see the answers.';
/** The Hustler's postings (issue 25); the job seeker's skills, so their home matches them. */
const INTERNSHIP_DESCRIPTION =
  'Sit with fishers at the harbour and design the screens they use to book a chiller.';
const JOB_DESCRIPTION =
  'Own the design of our booking app, from research on the docks to the finished screens.';
const QUESTION = 'Which app do you use every day, and what would you change in it?';
const APPLICATION_NOTE =
  'I have designed for people who rarely use apps, and would love to learn from the fishers.';
/** Someone the job seeker blocked (Settings → Privacy lists them). */
const BLOCKED_NAME = 'Rahul Bhatt';

/** What the people of the world wrote themselves: free-text answers (skills one by one), posts, messages. */
function writtenBy(users: Record<Role, SignedIn>, titles: string[]): string[] {
  const answers = (Object.keys(PROFILES) as Role[]).flatMap((role) =>
    Object.entries(PROFILES[role])
      .filter(([field, value]) => value && !CHOICES[role]?.includes(field))
      .flatMap(([field, value]) => (field === 'skills' ? value.split(',') : [value])),
  );
  return [
    ...answers,
    ...titles,
    VIDEO_DESCRIPTION,
    BLOG_SUMMARY,
    ...BLOG_CONTENT.split('\n\n'),
    COMMENT,
    PITCH,
    ...Object.values(WORDS),
    ...Object.values(users).map((user) => user.email),
    REPORT_DETAILS,
    INTERNSHIP_DESCRIPTION,
    JOB_DESCRIPTION,
    QUESTION,
    APPLICATION_NOTE,
    BLOCKED_NAME,
    MODERATOR_NAME,
    MODERATOR_EMAIL,
  ];
}

const FORM_PATHS: Record<Role, string> = {
  Hustler: API.profileHustler,
  Investor: API.profileInvestor,
  Cofounder: API.profileCofounder,
  Jobseeker: API.profileJobseeker,
};

/** Signs up one user per role through the API and gives each something to show on every screen. */
export async function buildWorld(request: APIRequestContext): Promise<World> {
  const roles: Role[] = ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'];
  const users = {} as Record<Role, SignedIn>;
  for (const role of roles) {
    const user = await signInViaApi(request, await signUpViaApi(request, role));
    await apiAs(request, user, 'post', FORM_PATHS[role], { multipart: PROFILES[role] });
    users[role] = user;
  }
  const { Hustler: hustler, Investor: investor, Cofounder: cofounder } = users;
  // Issue 26: the Hustler looks for a co-founder and the co-founder has preferences, so each is the
  // other's match (Matches, with its reasons and Invite).
  for (const [person, offered, wanted] of [
    [hustler, ['operations', 'sales'], ['engineering']],
    [cofounder, ['engineering'], ['operations']],
  ] as const) {
    await apiAs(request, person, 'put', cofoundersApi.savePreferences.path, {
      data: {
        looking: true,
        skillsOffered: offered,
        skillsWanted: wanted,
        commitment: 'fullTime',
        sectors: ['climate'],
        stage: null,
        state: 'MH',
        city: null,
        remote: true,
        availability: null,
        weights: {
          skills: 'must',
          sectors: 'nice',
          commitment: 'nice',
          stage: 'nice',
          location: 'nice',
          availability: 'nice',
        },
      },
    });
  }
  // Workers build worlds side by side: a tag keeps each world's titles apart.
  const tag = randomBytes(2).toString('hex');
  const videoTitle = `Keeping the catch cold from boat to market, pilot ${tag}`;
  const blogTitle = `What forty fishermen taught us about ice, notes ${tag}`;
  const talkTitle = `Who has piloted solar cold rooms in a coastal town? (${tag})`;

  const uploaded = await apiAs<{ video: { _id: string } }>(request, hustler, 'post', API.addVideo, {
    multipart: {
      title: videoTitle,
      description: VIDEO_DESCRIPTION,
      video: { name: 'pilot.mp4', mimeType: 'video/mp4', buffer: await readFile(clipPath) },
    },
  });
  const blog = await apiAs<{ blog: { _id: string } }>(request, hustler, 'post', API.addBlog, {
    multipart: {
      title: blogTitle,
      summary: BLOG_SUMMARY,
      content: BLOG_CONTENT,
    },
  });
  const talk = await apiAs<{ blog: { _id: string } }>(request, cofounder, 'post', API.addTalks, {
    data: { title: talkTitle },
  });
  await apiAs(request, investor, 'post', API.likeVideo, { data: { videoId: uploaded.video._id } });
  await apiAs(request, investor, 'post', API.commentVideo, {
    data: { videoId: uploaded.video._id, text: COMMENT },
  });
  await apiAs(request, hustler, 'post', API.igniteInvestor, {
    data: { investorId: investor.userId, pitch: PITCH },
  });
  await apiAs(request, hustler, 'post', API.conversation(investor.userId), {
    data: { text: WORDS.hustlerToInvestor },
  });
  await apiAs(request, investor, 'post', API.conversation(hustler.userId), {
    data: { text: WORDS.investorToHustler },
  });
  await apiAs(request, cofounder, 'post', API.conversation(hustler.userId), {
    data: { text: WORDS.cofounderToHustler },
  });
  // Issue 15: a report in the moderators' queue, and a blocked person in the job seeker's settings.
  const moderator = await moderatorViaApi(request);
  await apiAs(request, users.Jobseeker, 'post', API.reports, {
    data: { target: 'talk', targetId: talk.blog._id, reason: 'fraud', details: REPORT_DETAILS },
  });
  const blocked = await signInViaApi(request, await signUpViaApi(request, 'Jobseeker'));
  await apiAs(request, blocked, 'post', API.profileJobseeker, { multipart: { Username: BLOCKED_NAME } });
  await apiAs(request, users.Jobseeker, 'put', API.block(blocked.userId), {});
  // Issue 25: the Hustler posts an internship and a job; the job seeker saves both and applies to
  // the job (the Hustler has viewed the application).
  const applyBy = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const internshipTitle = `Design intern for the fishers' app, ${tag}`;
  const jobTitle = `Product designer, ${tag}`;
  const posting = (data: object) =>
    apiAs<{ job: { _id: string } }>(request, hustler, 'post', jobsApi.create.path, {
      data: { openings: 1, startDate: null, applyBy, noFeeDeclaration: true, ...data },
    });
  const internship = await posting({
    title: internshipTitle,
    type: 'internship',
    workMode: 'hybrid',
    state: 'MH',
    city: 'Pune',
    skills: ['Figma', 'Research'],
    description: INTERNSHIP_DESCRIPTION,
    openings: 2,
    durationMonths: 3,
    stipend: { kind: 'range', min: 10_000, max: 15_000 },
    perks: ['certificate', 'flexibleHours'],
    audiences: ['students', 'freshers'],
    studentYear: 2027,
    questions: [QUESTION],
  });
  const job = await posting({
    title: jobTitle,
    type: 'fullTime',
    workMode: 'remote',
    skills: ['Figma'],
    description: JOB_DESCRIPTION,
    payLpa: { min: 6, max: 9 },
    esopPercent: { min: 0.1, max: 0.5 },
    perks: ['fiveDayWeek'],
    audiences: ['experienced'],
  });
  const jobs = { internshipId: internship.job._id, jobId: job.job._id };
  const application = await apiAs<{ application: { _id: string } }>(
    request,
    users.Jobseeker,
    'post',
    jobsApi.apply.path.replace(':jobId', jobs.jobId),
    { data: { note: APPLICATION_NOTE } },
  );
  await apiAs(
    request,
    hustler,
    'post',
    jobsApi.move.path.replace(':applicationId', application.application._id).replace(':move', 'view'),
    { data: {} },
  );
  for (const id of [jobs.jobId, jobs.internshipId])
    await apiAs(request, users.Jobseeker, 'put', jobsApi.save.path.replace(':jobId', id), {});
  const writtenTexts = writtenBy(users, [videoTitle, blogTitle, talkTitle, internshipTitle, jobTitle]);
  const posts = { videoId: uploaded.video._id, blogId: blog.blog._id, talkId: talk.blog._id };
  return { users, moderator, videoTitle, blogTitle, talkTitle, posts, jobs, writtenTexts };
}

/** `test` with `world`: built once per worker and shared by every test that worker runs. */
export const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await buildWorld(request));
      await request.dispose();
    },
    // Signing up four people and uploading a video can take a while on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
});
