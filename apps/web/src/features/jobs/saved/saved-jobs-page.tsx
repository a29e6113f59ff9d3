/** Being built (issue 25). */
export function SavedJobsPage() {
  return null;
}
