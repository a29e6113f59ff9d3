import { type ComponentType, createElement } from 'react';

/**
 * Runs `load` once and keeps its promise; a failed load (offline) is tried again on the next call.
 * The promise carries its outcome as React's `use` reads it (`status`, `value`), so `use` of a
 * load that has finished answers at once instead of suspending the render.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= readableByUse(
      load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      }),
    );
    return loading;
  };
}

function readableByUse<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  // The handlers return nothing: returning the (rejected) promise itself would reject this
  // chain too, a rejection nobody handles.
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

export type LazyComponent<P> = ComponentType<P> & {
  /** Fetches the code now; resolves once the component can render. */
  preload(): Promise<unknown>;
  /** True once the code is here. */
  readonly loaded: boolean;
};

/**
 * A component whose code is fetched on demand (a dialog fetched when someone shows interest in
 * the button that opens it): `load` resolves to the component. Until `preload()` has finished it
 * renders nothing, so the caller waits for `preload()` before showing it.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const preload = loadOnce(() =>
    load().then((component) => {
      Loaded = component;
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, as React.lazy is
  function Lazy(props: P) {
    return Loaded ? createElement(Loaded, props) : null;
  }
  Lazy.displayName = `Lazy(${name})`;
  // A getter defined on the component itself (Object.assign would copy its value once: false).
  return Object.defineProperties(Object.assign(Lazy, { preload }), {
    loaded: { get: () => Loaded !== undefined },
  }) as LazyComponent<P>;
}

/**
 * Shows something whose code comes on demand (a dialog, a comment thread): fetches the code
 * first, at once when it is already here, then calls `show`. Offline nothing opens and the
 * control that asked can be pressed again, as with a page that could not load.
 */
export function showWhenLoaded(component: { preload(): Promise<unknown> }, show: () => void): void {
  void component.preload().then(show, () => undefined);
}

/** Fetches a lazy component's code ahead, on a sign of intent (hover, focus); a failure is retried when shown. */
export function prefetchComponent(component: { preload(): Promise<unknown> }): void {
  void component.preload().catch(() => undefined);
}
