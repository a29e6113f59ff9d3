/**
 * Where focus goes once the item that held it is gone (a deleted video, blog or talk): the
 * page's heading (made focusable), else the main region. Answers the element, for dialogs that
 * focus it themselves.
 */
export function removalFocusTarget(): HTMLElement | null {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main ?? document.querySelector<HTMLElement>('h1');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target ?? null;
}
