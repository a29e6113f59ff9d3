/**
 * How long after the page has loaded the signed-in app starts the work its first view does not
 * need (app/after-first-view.ts: the idle prefetch, the service worker): past the first seconds,
 * in which a phone is still hydrating the page, drawing its images and answering the first taps
 * (issue 31: prefetching 60 chunks from the second second on kept a mid-range phone busy in the
 * window a user and Lighthouse judge the page by).
 */
export const PREFETCH_DELAY_MS = 8000;

/**
 * Runs `work` PREFETCH_DELAY_MS after the page has loaded; offline at once (the offline notice
 * should not wait, and there is no network to keep free).
 */
export function afterFirstView(work: () => void) {
  const start = () => setTimeout(work, navigator.onLine ? PREFETCH_DELAY_MS : 0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
