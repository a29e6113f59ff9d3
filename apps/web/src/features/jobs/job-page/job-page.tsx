/** Being built (issue 25). */
export function JobPage() {
  return null;
}
