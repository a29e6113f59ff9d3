/** A placeholder so the routes type-check; helper W2 replaces it with the real page (issue 25). */
export function JobFormPage() {
  return null;
}
