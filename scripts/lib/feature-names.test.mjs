import { describe, expect, it } from 'vitest';
import { featureNameViolations } from './feature-names.mjs';
import { useTrees } from './test-tree.mjs';

const tree = useTrees('feature-names-');
const contract = 'packages/contract/src';
const server = 'apps/server/src/modules';
const web = 'apps/web/src/features';

describe('featureNameViolations', () => {
  it('passes when the contract, the server and the web name each feature alike', () => {
    const root = tree({
      [`${contract}/videos/endpoints.ts`]: 'export const x = 1;\n',
      [`${server}/videos/index.ts`]: 'export {};\n',
      [`${server}/health/routes.ts`]: 'export {};\n',
      [`${web}/videos/videos-page.tsx`]: "import { call } from '../../lib/call.ts';\n",
      [`${web}/landing/landing-page.tsx`]: "import { Logo } from '../../components/logo.tsx';\n",
    });
    expect(featureNameViolations(root)).toEqual([]);
  });

  it('catches a module, a web feature or endpoints without their namesakes, and an API call from a page-only feature', () => {
    const root = tree({
      [`${contract}/connect/endpoints.ts`]: 'export const x = 1;\n',
      [`${server}/connects/index.ts`]: 'export {};\n',
      [`${web}/pipeline/pipeline-page.tsx`]: "import { call } from '../../lib/call.ts';\n",
      [`${web}/landing/featured.tsx`]: "import { call } from '../../lib/call.ts';\n",
    });
    expect(featureNameViolations(root)).toEqual([
      'apps/server/src/modules/connects: has no contract folder packages/contract/src/connects/',
      'apps/web/src/features/landing: calls the API, so it needs a contract folder of its name',
      'apps/web/src/features/pipeline: has no contract folder packages/contract/src/pipeline/',
      'packages/contract/src/connect: has endpoints but no server module apps/server/src/modules/connect/',
    ]);
  });
});
