export type FormFieldValue = string | readonly string[] | File | null | undefined;

/**
 * Builds the multipart body with the spec's field names: lists become one field per item,
 * a missing picture is left out, and with `skipEmpty` blank text is left out too.
 */
export function toFormData(fields: Record<string, FormFieldValue>, { skipEmpty = false } = {}): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) {
      body.append(name, value);
    } else if (typeof value === 'string') {
      if (skipEmpty && value.trim() === '') continue;
      body.append(name, value);
    } else {
      for (const item of value) body.append(name, item);
    }
  }
  return body;
}

/** "Design, Growth ,  Sales" → "Design, Growth, Sales": the comma text the API splits. */
export function tidyCommaList(text: string): string {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .join(', ');
}
