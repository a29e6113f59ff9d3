import { MAX_WATCHED_ITEMS } from '@ideaignite/contract';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A socket whose emits the test reads and whose connection the test turns on and off. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Array<() => void>>();
  return {
    connected: true,
    emits: [] as Array<[string, { items: Array<{ kind: string; id: string }> }]>,
    emit(event: string, payload: { items: Array<{ kind: string; id: string }> }) {
      this.emits.push([event, payload]);
    },
    on(event: string, handler: () => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    fire(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
    },
  };
});
vi.mock('./socket.ts', () => ({ getSocket: () => socket }));
vi.mock('./use-session.ts', () => ({
  useSession: () => ({ token: 'token', userId: 'me', role: 'Investor' }),
}));

const { useWatchInView, useWatchPost, watchPost } = await import('./watch.ts');

const tick = () => act(async () => await Promise.resolve());
const sent = () =>
  socket.emits.map(([event, { items }]) => [event, items.map((item) => `${item.kind}:${item.id}`)]);

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly seen = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.seen.add(element);
  }
  disconnect() {
    this.seen.clear();
  }
  scroll(element: Element, isIntersecting: boolean) {
    this.callback(
      [{ target: element, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function Card({ id }: { id: string }) {
  const ref = useWatchInView('video', id);
  return <article ref={ref} data-testid={id} />;
}

function Page() {
  useWatchPost('blog', 'p1');
  return null;
}

beforeEach(() => {
  socket.emits.length = 0;
  socket.connected = true;
});
afterEach(() => vi.unstubAllGlobals());

describe('watching posts live (issue 32)', () => {
  it('tells the server of the first watch of a post and of its last unwatch', async () => {
    const stopA = watchPost('video', 'v1');
    const stopB = watchPost('video', 'v1');
    const stopC = watchPost('talk', 't1');
    expect(sent()).toEqual([
      ['watch', ['video:v1']],
      ['watch', ['talk:t1']],
    ]);
    stopA();
    expect(sent()).toHaveLength(2);
    stopB();
    stopC();
    expect(sent().slice(2)).toEqual([
      ['unwatch', ['video:v1']],
      ['unwatch', ['talk:t1']],
    ]);
  });

  it('says nothing while disconnected, and everything watched again on every (re)connection', async () => {
    const stop = watchPost('video', 'v2');
    socket.emits.length = 0;
    socket.connected = false;
    const other = watchPost('blog', 'b2');
    expect(sent()).toEqual([]);
    socket.connected = true;
    socket.fire('connect');
    expect(sent()).toEqual([['watch', ['video:v2', 'blog:b2']]]);
    socket.fire('connect');
    expect(sent()).toHaveLength(2);
    stop();
    other();
  });

  it('what a tab watches stays within what one watch may carry (the server’s bound)', async () => {
    const stops = Array.from({ length: MAX_WATCHED_ITEMS }, (_, i) => watchPost('video', `many-${i}`));
    socket.emits.length = 0;
    socket.fire('connect');
    expect(socket.emits.map(([, { items }]) => items.length)).toEqual([MAX_WATCHED_ITEMS]);
    for (const stop of stops) stop();
  });

  it('a card watches its post while in view, and leaves it when scrolled out or unmounted', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const view = render(<Card id="c1" />);
    await tick();
    // Mounted but not yet seen: not watched.
    expect(sent()).toEqual([]);
    const card = view.getByTestId('c1');
    await act(async () => FakeObserver.current!.scroll(card, true));
    await tick();
    expect(sent()).toEqual([['watch', ['video:c1']]]);
    await act(async () => FakeObserver.current!.scroll(card, false));
    await tick();
    expect(sent()).toEqual([
      ['watch', ['video:c1']],
      ['unwatch', ['video:c1']],
    ]);
    await act(async () => FakeObserver.current!.scroll(card, true));
    await tick();
    view.unmount();
    await tick();
    expect(sent().slice(2)).toEqual([
      ['watch', ['video:c1']],
      ['unwatch', ['video:c1']],
    ]);
    expect(FakeObserver.current!.seen.size).toBe(0);
  });

  it('an opened post’s page watches it while it is open', async () => {
    const view = render(<Page />);
    await tick();
    expect(sent()).toEqual([['watch', ['blog:p1']]]);
    view.unmount();
    await tick();
    expect(sent()).toEqual([
      ['watch', ['blog:p1']],
      ['unwatch', ['blog:p1']],
    ]);
  });
});
