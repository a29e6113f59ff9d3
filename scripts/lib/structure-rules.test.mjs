import { describe, expect, it } from 'vitest';
import {
  compareWithBaseline,
  featureToAppViolations,
  frontDoorRepositoryViolations,
  handTypedAnswerViolations,
  importCycleViolations,
  moduleInternalsViolations,
  pathLiteralViolations,
} from './structure-rules.mjs';
import { useTrees } from './test-tree.mjs';

let root;
const makeTree = useTrees('structure-');
function tree(files) {
  root = makeTree(files);
  return root;
}

const web = 'apps/web/src';
const server = 'apps/server/src';

describe('pathLiteralViolations', () => {
  it("catches an '/api/' path written in the server or the web, not in comments, tests or the contract", () => {
    tree({
      [`${server}/modules/videos/routes.ts`]:
        "app.get('/api/videos/:id', handler);\n// '/api/in/a/comment'\n",
      [`${web}/features/videos/api/get.ts`]: 'const url = `/api/videos/` + id;\n',
      [`${web}/features/videos/api/get.test.ts`]: "fake('GET /api/videos');\n",
      'packages/contract/src/videos/endpoints.ts': "path: '/api/videos/:id',\n",
    });
    expect(pathLiteralViolations(root)).toEqual([
      `${server}/modules/videos/routes.ts:1: writes an /api/ path (paths live in the contract's endpoints)`,
      `${web}/features/videos/api/get.ts:1: writes an /api/ path (paths live in the contract's endpoints)`,
    ]);
  });
});

describe('handTypedAnswerViolations', () => {
  it('catches the web calling the untyped client with an answer type of its own', () => {
    tree({
      [`${web}/features/videos/api/like.ts`]:
        'export const like = (id) => apiRequest<{ likes: number }>(API.like(id));\n',
      [`${web}/lib/api/list.ts`]: 'return getPage<Video>(path, signal);\n',
      [`${web}/lib/call.ts`]: 'return apiRequestWithHeaders<EndpointAnswer<E>>(path, options);\n',
      [`${web}/features/videos/api/ok.ts`]:
        'export const like = (videoId) => call(videosApi.like, { params: { videoId } });\n',
    });
    expect(handTypedAnswerViolations(root)).toEqual([
      `${web}/features/videos/api/like.ts:1: calls apiRequest (call the API with call(endpoint, input))`,
      `${web}/lib/api/list.ts:1: calls getPage (call the API with call(endpoint, input))`,
    ]);
  });
});

describe('moduleInternalsViolations', () => {
  it("catches code reaching into another module's files; its index.ts front door is fine", () => {
    tree({
      [`${server}/modules/auth/auth-service.ts`]:
        "import { touchActivity } from '../profiles/completeness-repository.ts';\nimport { profiles } from '../profiles/index.ts';\nimport { own } from './own.ts';\n",
      [`${server}/modules/auth/own.ts`]: 'export const own = 1;\n',
      [`${server}/modules/profiles/completeness-repository.ts`]: 'export const touchActivity = 1;\n',
      [`${server}/modules/profiles/index.ts`]:
        "export { touchActivity as profiles } from './completeness-repository.ts';\n",
      [`${server}/app.ts`]:
        "import * as videos from './modules/videos/routes.ts';\nimport { list } from './modules/videos/videos-service.ts';\n",
      [`${server}/modules/videos/routes.ts`]: 'export const routes = 1;\n',
      [`${server}/modules/videos/videos-service.ts`]: 'export const list = 1;\n',
      [`${server}/realtime/socket.ts`]: "import { routes } from '../modules/videos/routes.ts';\n",
    });
    expect(moduleInternalsViolations(root)).toEqual([
      `${server}/app.ts: imports modules/videos/videos-service.ts (use modules/videos/index.ts, the module's front door)`,
      `${server}/modules/auth/auth-service.ts: imports modules/profiles/completeness-repository.ts (use modules/profiles/index.ts, the module's front door)`,
      `${server}/realtime/socket.ts: imports modules/videos/routes.ts (use modules/videos/index.ts, the module's front door)`,
    ]);
  });
});

describe('frontDoorRepositoryViolations', () => {
  it('catches a front door passing on a repository; services and query parts are fine', () => {
    tree({
      [`${server}/modules/profiles/index.ts`]:
        "export { touchActivity } from './completeness-repository.ts';\nexport { recordActivity } from './completeness-service.ts';\nexport { authorOf } from './query-parts.ts';\n",
      [`${server}/modules/blocks/index.ts`]:
        "import { hiddenMediaKeys } from './visibility-repository.ts';\nexport { hiddenMediaKeys };\n// export { x } from './in-a-comment-repository.ts';\n",
      [`${server}/modules/blogs/index.ts`]: "export type { BlogRow } from './blogs-repository';\n",
      [`${server}/modules/blogs/blogs-service.ts`]: "export { insertBlog } from './blogs-repository.ts';\n",
    });
    expect(frontDoorRepositoryViolations(root)).toEqual([
      `${server}/modules/blocks/index.ts: passes on ./visibility-repository.ts (a front door offers services and query parts, not a repository)`,
      `${server}/modules/blogs/index.ts: passes on ./blogs-repository (a front door offers services and query parts, not a repository)`,
      `${server}/modules/profiles/index.ts: passes on ./completeness-repository.ts (a front door offers services and query parts, not a repository)`,
    ]);
  });
});

describe('importCycleViolations', () => {
  it('catches files importing each other (not through import()) and modules that do', () => {
    tree({
      [`${web}/lib/a.ts`]: "import { b } from './b.ts';\nexport const a = 1;\n",
      [`${web}/lib/b.ts`]: "import { a } from './a.ts';\nexport const b = 2;\n",
      [`${web}/lib/lazy.ts`]: "export const load = () => import('./lazy-target.ts');\n",
      [`${web}/lib/lazy-target.ts`]: "import { load } from './lazy.ts';\n",
      [`${server}/modules/auth/auth-service.ts`]: "import { resume } from '../account/index.ts';\n",
      [`${server}/modules/account/index.ts`]:
        "import { verify } from '../auth/passwords.ts';\nexport const resume = 1;\n",
      [`${server}/modules/auth/passwords.ts`]: 'export const verify = 1;\n',
    });
    expect(importCycleViolations(root)).toEqual([
      `import cycle: ${web}/lib/a.ts ↔ ${web}/lib/b.ts`,
      'module cycle: account ↔ auth',
    ]);
  });

  it('ignores type-only imports', () => {
    tree({
      [`${web}/lib/a.ts`]: "import type { B } from './b.ts';\nexport const a = 1;\n",
      [`${web}/lib/b.ts`]: "import { a } from './a.ts';\nexport type B = typeof a;\n",
    });
    expect(importCycleViolations(root)).toEqual([]);
  });
});

describe('featureToAppViolations', () => {
  it('catches a feature importing app/, not app/ importing features', () => {
    tree({
      [`${web}/features/feed/dashboard-page.tsx`]: "import { PATHS } from '../../app/paths.ts';\n",
      [`${web}/app/routes.tsx`]: "import { feedRoutes } from '../features/feed/routes.tsx';\n",
      [`${web}/app/paths.ts`]: 'export const PATHS = {};\n',
      [`${web}/features/feed/routes.tsx`]: 'export const feedRoutes = 1;\n',
    });
    expect(featureToAppViolations(root)).toEqual([
      `${web}/features/feed/dashboard-page.tsx: imports ${web}/app/paths.ts (a feature does not import app/)`,
    ]);
  });
});

describe('compareWithBaseline', () => {
  it('lets known violations stay, fails a new one, and names the fixed ones to drop from the baseline', () => {
    const baseline = ['a.ts: writes', 'a.ts: writes', 'b.ts: imports x'];
    expect(compareWithBaseline(['a.ts:3: writes', 'a.ts:9: writes', 'c.ts:1: writes'], baseline)).toEqual({
      added: ['c.ts:1: writes'],
      fixed: ['b.ts: imports x'],
      kept: ['a.ts: writes', 'a.ts: writes'],
    });
  });

  it('counts: a file with two known violations may not gain a third', () => {
    expect(
      compareWithBaseline(['a.ts:1: w', 'a.ts:2: w', 'a.ts:3: w'], ['a.ts: w', 'a.ts: w']).added,
    ).toEqual(['a.ts:3: w']);
  });
});
