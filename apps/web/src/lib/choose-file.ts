import type { ChangeEvent } from 'react';

/**
 * Hands on the file picked in a file input after `problemOf` checks it; a refused file is
 * cleared from the input (so picking it again fires a change) and handed on as null with the reason.
 */
export function chooseFile(
  event: ChangeEvent<HTMLInputElement>,
  problemOf: (file: File) => string | null,
  onChange: (file: File | null, problem: string | null) => void,
) {
  const chosen = event.target.files?.[0] ?? null;
  if (!chosen) return onChange(null, null);
  const problem = problemOf(chosen);
  if (problem) event.target.value = '';
  onChange(problem ? null : chosen, problem);
}
