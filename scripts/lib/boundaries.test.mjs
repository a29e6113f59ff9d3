import { describe, expect, it } from 'vitest';
import { importsOf, sqlViolations, webViolations } from './boundaries.mjs';
import { useTrees } from './test-tree.mjs';

let root;
const makeTree = useTrees('boundaries-');
function tree(files) {
  root = makeTree(files);
  return root;
}

const web = 'apps/web/src';
const server = 'apps/server/src';

describe('importsOf', () => {
  it('finds static, type-only, multi-line, re-exported, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {\n  c,\n  d,\n} from "./c.ts";',
      "export { e } from './e.ts';",
      "import './side.css';",
      "const page = () => import('./page.tsx');",
      "// import { x } from './commented.ts';",
      "/* import { y } from './block.ts'; */",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './e.ts', './side.css', './page.tsx']);
  });
});

describe('webViolations', () => {
  it('rejects a feature importing another feature, statically or lazily', () => {
    tree({
      [`${web}/features/videos/videos-page.tsx`]: "import { Avatar } from '../profiles/avatar.tsx';\n",
      [`${web}/features/talks/routes.tsx`]: "const Page = lazy(() => import('../videos/videos-page.tsx'));\n",
      [`${web}/features/profiles/avatar.tsx`]: 'export const Avatar = 1;\n',
    });
    expect(webViolations(root)).toEqual([
      `${web}/features/talks/routes.tsx: imports ../videos/videos-page.tsx (feature "talks" → feature "videos")`,
      `${web}/features/videos/videos-page.tsx: imports ../profiles/avatar.tsx (feature "videos" → feature "profiles")`,
    ]);
  });

  it('rejects a shared layer importing a feature', () => {
    tree({ [`${web}/components/card.tsx`]: "import { x } from '../features/videos/x.ts';\n" });
    expect(webViolations(root)).toEqual([
      `${web}/components/card.tsx: imports ../features/videos/x.ts (shared layer "components" → feature "videos")`,
    ]);
  });

  it('allows own files, shared layers, packages, and app/ putting features together', () => {
    tree({
      [`${web}/features/videos/a.tsx`]:
        "import { b } from './components/b.tsx';\nimport { Button } from '../../components/button.tsx';\nimport { API } from '@ideaignite/contract';\nimport { paths } from '../../app/paths.ts';\n",
      [`${web}/app/routes.tsx`]: "import { videoRoutes } from '../features/videos/routes.tsx';\n",
    });
    expect(webViolations(root)).toEqual([]);
  });
});

describe('sqlViolations', () => {
  it('rejects drizzle, the schema and sql templates outside repositories', () => {
    tree({
      [`${server}/modules/videos/videos-service.ts`]:
        "import { eq } from 'drizzle-orm';\nimport { videos } from '../../db/schema.ts';\n",
      [`${server}/modules/blogs/blogs-view.ts`]: 'const q = sql`select 1`;\n',
      [`${server}/lib/query-parts.ts`]: 'const q = sql`select 1`;\n',
    });
    expect(sqlViolations(root)).toEqual([
      `${server}/lib/query-parts.ts: writes SQL (SQL belongs in a *-repository.ts)`,
      `${server}/modules/blogs/blogs-view.ts: writes SQL (SQL belongs in a *-repository.ts)`,
      `${server}/modules/videos/videos-service.ts: imports drizzle-orm (SQL belongs in a *-repository.ts)`,
      `${server}/modules/videos/videos-service.ts: imports ../../db/schema.ts (SQL belongs in a *-repository.ts)`,
    ]);
  });

  it("allows repositories, a module's query parts, the database layer, the paging helper and tests", () => {
    const drizzle = "import { eq, sql } from 'drizzle-orm';\nconst q = sql`select 1`;\n";
    tree({
      [`${server}/modules/videos/videos-repository.ts`]: drizzle,
      [`${server}/modules/blocks/query-parts.ts`]: drizzle,
      [`${server}/db/client.ts`]: drizzle,
      [`${server}/lib/cursor.ts`]: drizzle,
      [`${server}/modules/videos/videos.test.ts`]: drizzle,
      [`${server}/test/fixtures.ts`]: drizzle,
    });
    expect(sqlViolations(root)).toEqual([]);
  });
});
