/** Being built (issue 25). */
export function JobsBoardPage() {
  return null;
}
