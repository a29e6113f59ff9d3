/**
 * A server snippet (HTML-escaped text, the matches in `<mark>…</mark>`) as text nodes and <mark>
 * elements: nothing else in it is ever taken as markup.
 */
export function Highlighted({ snippet }: { snippet: string }) {
  const parts = snippet.split(/<mark>(.*?)<\/mark>/g);
  return (
    <>
      {parts.map((part, index) =>
        // Odd parts are what the marks wrapped; their position is their identity.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
          <mark key={index} className="rounded bg-saffron-100 px-0.5 text-ink-900">
            {unescapeHtml(part)}
          </mark>
        ) : (
          unescapeHtml(part)
        ),
      )}
    </>
  );
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The server escaped the text for HTML; React escapes it again, so the entities go back to characters. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
