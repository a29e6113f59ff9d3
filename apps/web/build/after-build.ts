import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';

/** What a step after the build gets: where the app's source and its written files are. */
export interface BuiltApp {
  root: string;
  outDir: string;
  /** A module of the app's source (`/src/...`, `/build/...`), run through Vite without its config. */
  load<T>(file: string): Promise<T>;
  /** Ends the build with `message`. */
  fail(message: string): never;
}

/**
 * A build-only plugin whose one step runs once the bundle is written, after the other plugins'
 * own writeBundle steps (order: 'post') and one at a time (sequential): the prerendered landing
 * and the installed app's files are made from what the build wrote.
 */
export function afterBuild(name: string, step: (app: BuiltApp) => Promise<void>): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: `ideaignite:${name}`,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const load = async <T>(file: string) =>
          (await runnerImport<T>(file, { root, configFile: false, logLevel: 'error' })).module;
        await step({ root, outDir, load, fail: (message) => this.error(message) });
      },
    },
  };
}
