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

/** What a file must be to be sent: one of `types`, at most `maxBytes`, and the reason for each refusal. */
export interface FileRules {
  types: readonly string[];
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/**
 * Why a picked file is refused before it travels (a type not in the list, or too large), or null
 * when it may go; the server checks the content again.
 */
export function fileProblem(file: File, rules: FileRules): string | null {
  if (!rules.types.includes(file.type)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}
