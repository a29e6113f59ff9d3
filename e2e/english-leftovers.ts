import { PRODUCT_NAME, ROLE_LABELS } from '@ideaignite/contract';

// The Hindi interface check: on a page shown in Hindi, every word a person reads or
// hears is Hindi, except what people wrote and the words below.

/**
 * Words the Hindi interface keeps in Latin letters, each for a reason:
 * - the brand, and the product's own names for its feature and its roles ("Hustler डैशबोर्ड",
 *   "इन्वेस्टर को Ignite करें", the sidebar's "Talks");
 * - "English": the language switch names English in English;
 * - Enter and Shift: keys, named as printed on a keyboard;
 * - names of things, as Hindi writes them: the WebP image and WebVTT caption formats, CERT-In
 *   (India's computer emergency team), the apps an article and the public previews mention, and
 *   the browser and system of the world's sessions (Playwright's desktop Chrome);
 * - a video quality ("240p"), as every player names it;
 * - kB: the unit symbol, as Unicode's locale data for hi-IN writes it (Intl's unit format in a
 *   data download's size, "ZIP फ़ाइल, 83.4 kB"), like MB.
 * Abbreviations in capitals (VC, SEBI, PNG, MB, the A of "सीरीज़ A") are written in Latin
 * letters in Hindi too, so they pass as well.
 */
const KEPT_IN_LATIN = [
  PRODUCT_NAME,
  'Ignite',
  'Talks',
  'Talk',
  ...Object.values(ROLE_LABELS),
  'English',
  'Enter',
  'Shift',
  ...['WebP', 'WebVTT', 'CERT-In', 'WhatsApp Business', 'Chrome', 'Windows'],
  // Where a shared link shows its preview (Settings → Privacy, issue 26): the apps' own names.
  ...['WhatsApp', 'LinkedIn'],
  // A sector as Hindi tech writing spells it too: "SaaS सॉफ़्टवेयर" (DISCOVERY_CHOICES_HI).
  'SaaS',
  'kB',
];
const ABBREVIATION = /^[A-Z]+$/;
/** A time as Hindi writes it: "9:35 pm" (Unicode's locale data for hi-IN, which Intl follows). */
const CLOCK = /\b\d{1,2}:\d{2}\s?[ap]m\b/g;
/** A video quality as every player names it, in Hindi too: "240p" (issue 27's data saver). */
const VIDEO_QUALITY = /\b\d{3,4}p\b/g;

/**
 * What a person can read on the page or hear from a screen reader: the title, the rendered text
 * (innerText: hidden elements left out, a select's options in; capitals undone, so an English
 * word in capitals is not taken for an abbreviation), and the names, placeholders, titles and
 * alt texts of rendered elements. Runs in the page.
 */
export function readableText(): string[] {
  const style = document.createElement('style');
  style.textContent = '* { text-transform: none !important; }';
  document.head.append(style);
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without hidden elements, is the point
  const texts = [document.title, ...document.body.innerText.split('\n')];
  style.remove();
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value);
    }
  }
  return texts.filter((text) => text.trim());
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_TEXT = /\b(https?:\/\/|www\.)\S+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g;

/** Each Latin word left once written texts, emails, links and kept words are taken out, with where it was. */
export function englishLeftovers(texts: string[], written: string[]): string[] {
  // Longest first, so a whole post goes before a name inside it.
  const removals = [...new Set(written)].sort((a, b) => b.length - a.length);
  const kept = [...KEPT_IN_LATIN].sort((a, b) => b.length - a.length);
  const leftovers = new Map<string, string>();
  for (const original of texts) {
    let text = original.replace(/\s+/g, ' ');
    for (const removal of removals) text = text.split(removal.replace(/\s+/g, ' ')).join(' ');
    text = text.replace(EMAIL, ' ').replace(URL_TEXT, ' ').replace(CLOCK, ' ').replace(VIDEO_QUALITY, ' ');
    // Words joined to digits ("43A", "9:35pm", "2x") are numbers with a unit or a letter.
    text = text.replace(/[A-Za-z]*\d[\w:.]*/g, ' ');
    for (const word of kept) text = text.replace(new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`, 'g'), ' ');
    for (const word of text.match(LATIN_WORD) ?? []) {
      if (ABBREVIATION.test(word) || leftovers.has(word)) continue;
      leftovers.set(word, original.trim().slice(0, 90));
    }
  }
  return [...leftovers].map(([word, where]) => `${word}  (in “${where}”)`);
}
