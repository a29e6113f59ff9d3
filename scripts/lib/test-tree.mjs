// A throwaway source tree for the lint rules' tests: `files` maps a path to its text.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** Writes the tree in a fresh temporary directory and answers its root; it is removed after each test. */
export function useTrees(prefix) {
  const roots = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return function tree(files) {
    const root = mkdtempSync(path.join(os.tmpdir(), prefix));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  };
}
