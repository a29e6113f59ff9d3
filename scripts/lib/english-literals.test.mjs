import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { englishLiterals, englishLiteralsInTree, screenFiles } from './english-literals.mjs';

/** The texts found in a component whose JSX is `jsx`. */
const found = (jsx) =>
  englishLiterals('screen.tsx', `export function Screen() {\n  return (\n${jsx}\n  );\n}\n`).map(
    (f) => f.text,
  );

describe('englishLiterals', () => {
  it('finds JSX text, with its line and column', () => {
    expect(englishLiterals('a.tsx', 'const a = (\n  <button>\n    Sign in\n  </button>\n);\n')).toEqual([
      { line: 3, column: 5, text: 'Sign in' },
    ]);
  });

  it('finds strings given to user-visible attributes', () => {
    expect(found('<dialog aria-label="Close" title={`Details`}><img alt="A founder" /></dialog>')).toEqual([
      'Close',
      'Details',
      'A founder',
    ]);
    expect(found("<input placeholder={'Search'} />")).toEqual(['Search']);
    expect(found("<p aria-valuetext={done ? 'Done' : 'Uploading'} />")).toEqual(['Done', 'Uploading']);
  });

  it("finds our components' text props, and template literals around a value", () => {
    expect(
      found(
        '<><EmptyState text="Nothing yet" /><Field countLabel="Words" emptyText="None" /><PageIntro eyebrow="Why" intro="Read on" /></>',
      ),
    ).toEqual(['Nothing yet', 'Words', 'None', 'Why', 'Read on']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
    expect(found('<button aria-label={`Play ${title}`} />')).toEqual(['Play {…}']);
    expect(found('<><Lists loading="Loading…" /><img loading="lazy" /></>')).toEqual(['Loading…']);
  });

  it('finds string children and text props handed over as data', () => {
    expect(found("<p>{'Hello'}{open ? 'Hide' : <b />}{name ?? 'Anonymous'}</p>")).toEqual([
      'Hello',
      'Hide',
      'Anonymous',
    ]);
    expect(
      englishLiterals('a.tsx', "const cards = [{ title: 'Meet investors', icon: 'rocket' }];\n"),
    ).toEqual([{ line: 1, column: 25, text: 'Meet investors' }]);
    expect(englishLiterals('a.tsx', "function F({ hint = 'Optional', id = 'f' }) {}\n")).toEqual([
      { line: 1, column: 21, text: 'Optional' },
    ]);
  });

  it('passes words read from a catalogue', () => {
    expect(
      found('<nav aria-label={m.close}><h1>{m.title}</h1>{m.greeting(name)}<Tab label={m.tab} /></nav>'),
    ).toEqual([]);
  });

  it('never reads attributes that are not text', () => {
    expect(
      found(
        '<a className="text-ink-900 Big" href="/About" type="button" id="Main" data-testid="Start Page" role="Status" rel="noopener">{m.x}</a>',
      ),
    ).toEqual([]);
  });

  it('passes punctuation, numbers, symbols, entities and the allowed English', () => {
    expect(found('<p>· — … 42 ₹5,00,000 © 🚀 &nbsp; &mdash; ({count})</p>')).toEqual([]);
    expect(found('<p>IdeaIgnite</p>')).toEqual([]);
    expect(found('<span>Idea<span>Ignite</span></span>')).toEqual([]);
    expect(found('<p>© {year} IdeaIgnite · hello@ideaignite.in · https://ideaignite.in/about</p>')).toEqual(
      [],
    );
    expect(found('<p>IdeaIgnite rocks</p>')).toEqual(['IdeaIgnite rocks']);
  });

  it('skips a literal under an i18n-ignore comment with a reason, and only then', () => {
    const source = [
      'const a = (',
      '  <div>',
      '    {/* i18n-ignore: the wordmark of a partner */}',
      '    Acme Labs',
      '    <abbr',
      '      // i18n-ignore: the unit as printed on the chart',
      '      title="kilobytes"',
      '    />',
      '    {/* i18n-ignore */}',
      '    Kept',
      '    Found',
      '  </div>',
      ');',
    ].join('\n');
    expect(englishLiterals('a.tsx', source)).toEqual([{ line: 10, column: 5, text: 'Kept Found' }]);
  });

  it('throws on a file that does not parse', () => {
    expect(() => englishLiterals('broken.tsx', 'const a = <div>;')).toThrow(/broken\.tsx: cannot parse/);
  });
});

describe('the tree', () => {
  let root;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  it('reads every web screen but tests, test helpers, e2e specs and catalogues', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'english-literals-'));
    const web = 'apps/web/src';
    const files = {
      [`${web}/features/talks/talks-page.tsx`]: 'export const A = () => <h1>Talks</h1>;\n',
      [`${web}/features/messages/messages-page.tsx`]: 'export const B = () => <h1>{m.title}</h1>;\n',
      [`${web}/features/talks/talks-page.test.tsx`]: 'render(<p>Hello</p>);\n',
      [`${web}/features/talks/words/en.tsx`]: 'export default { title: <b>Talks</b> };\n',
      [`${web}/test/render.tsx`]: 'export const C = () => <p>Fixture</p>;\n',
      [`${web}/e2e/journey.tsx`]: 'export const D = () => <p>Journey</p>;\n',
      [`${web}/lib/words.ts`]: "export const E = 'Not a screen';\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    expect(screenFiles(root)).toEqual([
      `${web}/features/messages/messages-page.tsx`,
      `${web}/features/talks/talks-page.tsx`,
    ]);
    expect(englishLiteralsInTree(root)).toEqual([
      { file: `${web}/features/talks/talks-page.tsx`, line: 1, column: 28, text: 'Talks' },
    ]);
  });
});
