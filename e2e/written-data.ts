import { hasHindi } from '@ideaignite/contract/hi';
import type { Page, Response } from '@playwright/test';

/**
 * The fields of the data the app is sent that hold what people wrote (names, posts, answers);
 * not the choices from the contract's lists (investor type, interest areas), which are words of
 * the interface.
 */
const WRITTEN_FIELDS = new Set([
  ...['Username', 'displayName', 'name', 'email', 'contactEmail', 'phoneno'],
  ...['bio', 'project', 'currentWork', 'contribution', 'skills', 'dreamProject', 'superpower'],
  ...['desiredRole', 'experience', 'aboutMe', 'excitement'],
  // A city typed in (not one of the listed ones, which are shown in Hindi) is what its owner wrote.
  'city',
  // Discovery's and the board's skill and city filters offer what people wrote (facets: skill: [{ value, label }]).
  'skill',
  ...['title', 'description', 'summary', 'content', 'text', 'args'],
  // What a reporter wrote about what they reported (the moderation queue).
  'details',
]);

/**
 * Every string under a written field of `data`, except the contract's own texts (a profile
 * choice such as "Fast Execution" is a word of the interface and must be shown in Hindi).
 */
function writtenIn(data: unknown, into: string[], field?: string) {
  // A search result's passage (issue 28): what someone wrote, its matches in <mark>, HTML-escaped.
  if (typeof data === 'string' && field === 'snippet') {
    into.push(
      ...unmarked(data)
        .split('…')
        .filter((part) => part.trim() && !hasHindi(part)),
    );
  } else if (typeof data === 'string') {
    if (field && WRITTEN_FIELDS.has(field) && data.trim() && !hasHindi(data)) into.push(data);
  } else if (Array.isArray(data)) {
    for (const item of data) writtenIn(item, into, field);
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      // A facet option of the skill or city filter: its value and label are what someone wrote
      // (a listed city has its Hindi, so hasHindi keeps it out).
      const option = (field === 'skill' || field === 'city') && (key === 'value' || key === 'label');
      writtenIn(value, into, option ? field : key);
    }
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** A snippet as the page shows it: the marks gone, the entities characters again. */
const unmarked = (snippet: string) =>
  snippet
    .replace(/<\/?mark>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** The query cache a signed-in page was drawn with, in its HTML (the app removes it on hydrating). */
const SERVER_STATE = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/;

/**
 * Keeps what people wrote that the page was sent: every API answer's data, and the data the
 * server drew a signed-in page with. The world's people are not alone in the database: other
 * journeys of the suite post too, and lists show their posts.
 */
export function watchWrittenData(page: Page) {
  const sent: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'document') {
      sent.push(
        response.text().then(
          (html) => JSON.parse(SERVER_STATE.exec(html)?.[1] ?? 'null'),
          () => null,
        ),
      );
    } else if (
      new URL(response.url()).pathname.startsWith('/api/') &&
      response.headers()['content-type']?.includes('json')
    ) {
      sent.push(response.json().catch(() => null));
    }
  };
  page.on('response', onResponse);
  return {
    written: async () => {
      const written: string[] = [];
      for (const data of await Promise.all(sent)) writtenIn(data, written);
      return written;
    },
    /** Stops keeping answers (the page is kept for the next screen). */
    stop: () => page.off('response', onResponse),
  };
}
