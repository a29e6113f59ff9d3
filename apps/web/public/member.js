// A public page (a shared post or profile, issue 26) is what the server sends a browser with no
// session cookie. A member whose browser holds a session the app keeps (localStorage) but sent no
// cookie asks once for the app's page instead: a short-lived ii_app cookie says so, then a reload.
(() => {
  try {
    if (!localStorage.getItem('token')) return;
    // Once in a while per address: if the server still answers the public page, it stays.
    const tried = `ii-app:${location.pathname}`;
    if (Date.now() - Number(sessionStorage.getItem(tried) ?? 0) < 10_000) return;
    sessionStorage.setItem(tried, String(Date.now()));
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all the server reads here.
    document.cookie = 'ii_app=1; path=/; max-age=30; samesite=lax';
    location.reload();
  } catch {
    // No storage (a crawler, a locked-down browser): the public page stays.
  }
})();
