import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The colour tokens as the browser gets them: read from the theme in styles.css.
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const tokens = new Map<string, string>([
  ['white', '#ffffff'],
  ...[...css.matchAll(/--color-([a-z]+-\d+):\s*(#[0-9a-f]{6});/gi)].map(
    ([, name, hex]) => [name!, hex!.toLowerCase()] as [string, string],
  ),
]);

function color(name: string): string {
  const hex = tokens.get(name);
  if (!hex) throw new Error(`no colour token --color-${name} in styles.css`);
  return hex;
}

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// [text, background, where it is used]. Body text of any size needs 4.5:1 (WCAG 1.4.3, AA).
const TEXT_PAIRS: Array<[string, string, string]> = [
  ['white', 'saffron-500', 'primary buttons, New badges, unread counts'],
  ['white', 'saffron-600', 'primary button on hover'],
  ['white', 'saffron-700', 'primary button pressed'],
  ['saffron-500', 'white', 'the logo word on light surfaces'],
  ['saffron-600', 'white', 'saffron icons and words on cards'],
  ['saffron-600', 'saffron-50', 'empty-state and result icons'],
  ['saffron-700', 'saffron-50', 'saffron words on a tint'],
  ['saffron-700', 'saffron-100', 'liked button, tinted badges'],
  ['saffron-800', 'saffron-100', 'tinted badges'],
  ['saffron-400', 'brand-900', 'the logo word on the dark sidebar and footer'],
  ['saffron-300', 'brand-900', 'eyebrows on dark panels'],
  ['white', 'brand-900', 'sidebar and footer headings'],
  ['brand-100', 'brand-900', 'sidebar links'],
  ['brand-200', 'brand-900', 'sidebar role line'],
  ['brand-300', 'brand-900', 'sidebar secondary text'],
  ['white', 'brand-600', 'active sidebar entry'],
  ['ink-300', 'brand-900', 'footer links and notes'],
  ['ink-900', 'white', 'headings and body text'],
  ['ink-900', 'ink-50', 'body text on the page background'],
  ['ink-700', 'ink-100', 'secondary buttons and chips'],
  ['ink-600', 'white', 'secondary text'],
  ['ink-600', 'ink-50', 'secondary text on the page background'],
  ['ink-500', 'white', 'captions and hints'],
  ['ink-500', 'ink-50', 'captions on the page background'],
  ['brand-700', 'white', 'links'],
  ['brand-700', 'brand-50', 'chips and icons on a tint'],
  ['brand-800', 'brand-50', 'skill chips'],
  ['white', 'danger-600', 'danger buttons'],
  ['danger-700', 'white', 'error messages'],
  ['danger-700', 'danger-50', 'error alerts'],
  ['leaf-600', 'white', 'success words'],
];

// Focus rings and other parts of controls need 3:1 against what is around them (WCAG 1.4.11).
const NON_TEXT_PAIRS: Array<[string, string, string]> = [
  ['saffron-500', 'white', 'focus ring on cards and dialogs'],
  ['saffron-500', 'ink-50', 'focus ring on the page background'],
  ['saffron-400', 'brand-900', 'focus ring in the dark sidebar'],
];

describe('theme colour tokens', () => {
  it.each(TEXT_PAIRS)('%s text on %s meets AA 4.5:1 (%s)', (text, background) => {
    expect(contrast(color(text), color(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s meets 3:1 (%s)', (part, background) => {
    expect(contrast(color(part), color(background))).toBeGreaterThanOrEqual(3);
  });

  it('measures contrast the WCAG way', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The old primary: white on #f97316 was 2.8:1, the failure this theme fixes.
    expect(contrast('#ffffff', '#f97316')).toBeCloseTo(2.8, 1);
  });
});
