import { type ComponentType, lazy } from 'react';

/**
 * A page loaded on first visit, so each route downloads only its own code. `load` imports the
 * module; `name` is its named export.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
