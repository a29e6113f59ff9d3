// One name per feature (issue 30), checked by `npm run lint`: a feature is one folder name in
// the contract (`packages/contract/src/<name>/` with its endpoints), the server
// (`apps/server/src/modules/<name>/`) and the web (`apps/web/src/features/<name>/`).
// - every server module has its contract folder, but those that serve no /api/ path;
// - every contract folder with endpoints has its server module;
// - every web feature has its contract folder, but pages that call no API (they may not import
//   the client: `lib/call.ts`), which are named here with the reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, isTest, sourceFiles } from './boundaries.mjs';

/** Server modules without a contract folder: what they serve is not the API. */
export const MODULES_WITHOUT_API = {
  health: 'serves /healthz and /readyz to the process supervisor, outside /api',
};

/** Web features without a contract folder: pages that call no API. */
export const PAGES_WITHOUT_API = {
  landing: 'the public landing page: prerendered from the catalogue, no API call',
  'static-pages': 'About, Services, Privacy, Terms and Not found: text only, no API call',
};

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** Does any file of this web feature import the API client (`lib/call.ts`)? */
function callsTheApi(featureDir) {
  return [...sourceFiles(featureDir)]
    .filter((file) => !isTest(file))
    .some((file) =>
      importsOf(readFileSync(file, 'utf8')).some(
        (specifier) => specifier.startsWith('.') && /\/lib\/call(\.ts)?$/.test(specifier),
      ),
    );
}

/** Violations of one name per feature, one line each, sorted. */
export function featureNameViolations(root) {
  const contractDir = path.join(root, 'packages/contract/src');
  const contract = new Set(foldersOf(contractDir));
  const withEndpoints = [...contract].filter((name) =>
    existsSync(path.join(contractDir, name, 'endpoints.ts')),
  );
  const modules = foldersOf(path.join(root, 'apps/server/src/modules'));
  const features = foldersOf(path.join(root, 'apps/web/src/features'));
  const found = [];
  for (const name of modules) {
    if (!contract.has(name) && !(name in MODULES_WITHOUT_API)) {
      found.push(`apps/server/src/modules/${name}: has no contract folder packages/contract/src/${name}/`);
    }
  }
  for (const name of withEndpoints) {
    if (!modules.includes(name)) {
      found.push(
        `packages/contract/src/${name}: has endpoints but no server module apps/server/src/modules/${name}/`,
      );
    }
  }
  for (const name of features) {
    if (contract.has(name)) continue;
    if (!(name in PAGES_WITHOUT_API)) {
      found.push(`apps/web/src/features/${name}: has no contract folder packages/contract/src/${name}/`);
    } else if (callsTheApi(path.join(root, 'apps/web/src/features', name))) {
      found.push(`apps/web/src/features/${name}: calls the API, so it needs a contract folder of its name`);
    }
  }
  return found.sort();
}
