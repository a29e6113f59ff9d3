import type { SearchKind, SearchTab } from '@ideaignite/contract/search';
import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from '../words/en.ts';

type SearchWords = Catalogue<typeof en>;

/** What a result is, in the page's language. */
export const kindLabel = (m: SearchWords, kind: SearchKind): string =>
  ({
    person: m.kindPerson,
    startup: m.kindStartup,
    video: m.kindVideo,
    blog: m.kindBlog,
    talk: m.kindTalk,
    job: m.kindJob,
  })[kind];

/** A tab's name. */
export const tabLabel = (m: SearchWords, tab: SearchTab): string =>
  ({
    all: m.tabAll,
    people: m.tabPeople,
    startups: m.tabStartups,
    videos: m.tabVideos,
    blogs: m.tabBlogs,
    talks: m.tabTalks,
    jobs: m.tabJobs,
  })[tab];
