import { describe, expect, it } from 'vitest';
import { fillShell, fillShellBytes, hoistAll } from './page-html.ts';

const SHELL =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"/><title>IdeaIgnite</title><style>p{}</style></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('a page put in its shell', () => {
  it("puts the page's own <title> in place of the shell's, its markup in #root and what follows after it", () => {
    expect(
      fillShell(SHELL, {
        head: '<title>Dashboard</title><meta name="robots"/>',
        body: '<p>x</p>',
        after: '<i>s</i>',
      }),
    ).toBe(
      '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"/><title>Dashboard</title><meta name="robots"/><style>p{}</style></head><body><div id="root"><p>x</p></div><i>s</i><script src="/a.js"></script></body></html>',
    );
  });

  it("keeps the shell's <title> and adds a head without one before </head>", () => {
    expect(fillShell(SHELL, { head: '<meta name="robots"/>', body: 'b' })).toBe(
      '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"/><title>IdeaIgnite</title><style>p{}</style><meta name="robots"/></head><body><div id="root">b</div><script src="/a.js"></script></body></html>',
    );
  });

  it('names the page’s language on <html>, and the same shell serves the next page unchanged', () => {
    expect(fillShell(SHELL, { head: '', body: 'नमस्ते', lang: 'hi-IN' })).toContain(
      '<html lang="hi-IN"><head>',
    );
    expect(fillShell(SHELL, { head: '', body: 'hello' })).toBe(
      SHELL.replace('<div id="root"></div>', '<div id="root">hello</div>'),
    );
  });

  it('as bytes, is the same page in UTF-8, page after page, whatever its language', () => {
    const decoder = new TextDecoder();
    const shell = SHELL.replace(
      '<style>p{}</style>',
      '<meta name="description" content="IdeaIgnite — ideas"/>',
    );
    const pages = [
      { head: '<title>Dashboard</title>', body: '<p>₹5 लाख</p>', after: '<i>s</i>' },
      { head: '<meta name="robots"/>', body: 'plain' },
      { head: '', body: 'नमस्ते', lang: 'hi-IN' },
      { head: '<title>Again</title>', body: '<p>😀</p>' },
    ];
    for (const page of pages) {
      const bytes = fillShellBytes(shell, page);
      expect(decoder.decode(bytes)).toBe(fillShell(shell, page));
      expect(bytes.length).toBe(new TextEncoder().encode(fillShell(shell, page)).length);
    }
    // A new shell (a new build) is cut and encoded anew.
    expect(decoder.decode(fillShellBytes(SHELL, pages[1]!))).toBe(fillShell(SHELL, pages[1]!));
  });

  it('refuses a shell with nowhere to put the page', () => {
    expect(() => fillShell('<html><head></head><body></body></html>', { head: '', body: '' })).toThrow(
      /no <div id="root"><\/div>/,
    );
    expect(() =>
      fillShell('<html><body><div id="root"></div></body></html>', { head: '', body: '' }),
    ).toThrow(/no <\/head>/);
    expect(() =>
      fillShell('<html><head></head><body><div id="root"></div></body></html>', {
        head: '',
        body: '',
        lang: 'hi-IN',
      }),
    ).toThrow(/no <html lang="en-IN">/);
  });
});

describe('hoisting a rendered page’s head tags', () => {
  it('moves the leading and the nested <title> and <meta> to the head, in order, and leaves user text alone', () => {
    expect(
      hoistAll(
        '<title>a</title><div><meta name="b"/><p>&lt;title&gt;x&lt;/title&gt;</p><title>c</title></div>',
      ),
    ).toEqual({
      head: '<title>a</title><meta name="b"/><title>c</title>',
      body: '<div><p>&lt;title&gt;x&lt;/title&gt;</p></div>',
    });
  });
});
