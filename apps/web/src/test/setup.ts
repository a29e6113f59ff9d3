import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadAllPages } from '../lib/lazy-page.ts';

// Pages are lazy in the app; with their code loaded up front, route tables render at once.
beforeAll(preloadAllPages, 60_000);

afterEach(() => {
  cleanup();
  // (Build tests run under node, without a DOM.)
  globalThis.localStorage?.clear();
});
