// The i18n check of decision 017: a web screen shows no English of its own, only words read from
// a message catalogue (`words/en.ts` beside the code, `words/hi.ts` its Hindi). It finds
// JSX text, string children (`{'Hello'}`), and strings given to user-visible attributes, or to
// the same names in an object literal (props handed over as data), that hold a Latin letter.
// The escape hatch, for the rare text that must stay as written: a comment ending on the line
// above the finding, `// i18n-ignore: <reason>` (among JSX children `{/* i18n-ignore: <reason> */}`).
// Without a reason it does not count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { isTest, sourceFiles } from './boundaries.mjs';

/**
 * Words and forms that stay in English in the Hindi interface too, so they need no catalogue.
 * Each is removed from a text before it is checked for letters. Keep this list short: a word
 * belongs here only if `words/hi.ts` writes it unchanged.
 */
export const ALLOWED_ENGLISH = [
  { pattern: /\bhttps?:\/\/\S+|\bwww\.\S+/g, reason: 'URLs are addresses, not words' },
  { pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, reason: 'email addresses are addresses, not words' },
  { pattern: /\bIdeaIgnite\b/g, reason: "the product name (the contract's PRODUCT_NAME) in every language" },
  { pattern: /^Idea$/g, reason: "the logo's wordmark sets PRODUCT_NAME as two spans, Idea + Ignite" },
  { pattern: /\bIgnite\b/g, reason: "the name of the Hustler → Investor request; Hindi says 'Ignite करें'" },
  { pattern: /₹\s?[\d,.]+\s?(K|L|Cr)?\b/g, reason: 'rupee amounts: digits and the short units' },
  {
    pattern: /^(Esc|Enter|Tab|Shift|Ctrl|Alt|Cmd|⌘)(\s?\+\s?\w)?$/g,
    reason: 'keyboard keys, as printed on the key',
  },
];

/** Attributes whose value a person reads or hears, on any element. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'label',
  'placeholder',
  'title',
  // Props of our own components (apps/web/src/components and the features') that they render.
  'description',
  'detail',
  'emptyOption',
  'error',
  'eyebrow',
  'heading',
  'hint',
  'intro',
  'legend',
  'nameFallback',
  'subtitle',
  'success',
  'text',
  'verb',
]);
/** `countLabel`, `emptyText`, `videoTitle`, `loadMoreError`, … */
const TEXT_PROP_SUFFIX = /[a-z](Label|Text|Title|Message|Description|Placeholder|Hint|Error)$/;
/** Props that hold visible text on a component but mean something else on an HTML element. */
const COMPONENT_TEXT_PROPS = new Set(['actions', 'content', 'empty', 'feedback', 'footer', 'loading']);

const LETTER = /[A-Za-z]/;
const ENTITY = /&(#x?[0-9a-f]+|[a-z][a-z0-9]*);/gi;
const IGNORE = /^\s*\*?\s*i18n-ignore:\s*\S/;

/** The text with its allowed English, HTML entities and spare whitespace taken out. */
function withoutAllowed(text) {
  let rest = text.replace(ENTITY, ' ').trim();
  for (const { pattern } of ALLOWED_ENGLISH) rest = rest.replace(pattern, ' ').trim();
  return rest;
}

/**
 * The string literals an expression can evaluate to: `'x'`, `` `x ${y}` `` (as `x {…}`),
 * `a ? 'x' : 'y'`, `a ?? 'x'`, `a && 'x'`, `{ label = 'x' }`.
 */
function literalsOf(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ text: node.value, start: node.start }] : [];
    case 'TemplateLiteral':
      return [{ text: node.quasis.map((quasi) => quasi.value.cooked).join('{…}'), start: node.start }];
    case 'ConditionalExpression':
      return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
    case 'LogicalExpression':
      return node.operator === '&&'
        ? literalsOf(node.right)
        : [...literalsOf(node.left), ...literalsOf(node.right)];
    case 'AssignmentPattern': // a default: `function Field({ label = 'Name' })`
      return literalsOf(node.right);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return literalsOf(node.expression);
    default:
      return [];
  }
}

const isComponent = (name) =>
  name.type === 'JSXMemberExpression' || (name.type === 'JSXIdentifier' && /^[A-Z]/.test(name.name));

const isTextName = (name) => TEXT_ATTRIBUTES.has(name) || TEXT_PROP_SUFFIX.test(name);

function isTextAttribute(attribute, element) {
  if (attribute.name.type !== 'JSXIdentifier') return false;
  const name = attribute.name.name;
  return isTextName(name) || (COMPONENT_TEXT_PROPS.has(name) && isComponent(element.name));
}

/** `{ title: 'x' }`: props handed over as data (a list of cards, tabs, options) rendered later. */
function isTextProperty(property) {
  if (property.type !== 'Property' || property.computed) return false;
  const { key } = property;
  return isTextName(key.type === 'Identifier' ? key.name : String(key.value));
}

/** Offsets of the first character of each line. */
function lineStarts(source) {
  const starts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line and column (UTF-16 units, as oxc-parser reports offsets) of an offset. */
function position(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low] + 1 };
}

/**
 * The English literals one `.tsx` file renders, in source order: `{ line, column, text }` with
 * the text trimmed and its whitespace collapsed. Throws when the file does not parse.
 */
export function englishLiterals(file, source) {
  const { program, comments, errors } = parseSync(file, source, { lang: 'tsx', preserveParens: false });
  if (errors.length > 0) throw new Error(`${file}: cannot parse: ${errors[0].message}`);

  const found = [];
  const check = (text, start) => {
    if (LETTER.test(withoutAllowed(text))) found.push({ start, text: text.trim().replace(/\s+/g, ' ') });
  };
  const checkChildren = (node) => {
    for (const child of node.children) {
      if (child.type === 'JSXText') check(child.value, child.start + child.value.search(/\S|$/));
      else if (child.type === 'JSXExpressionContainer') {
        for (const literal of literalsOf(child.expression)) check(literal.text, literal.start);
      }
    }
  };
  new Visitor({
    JSXElement(element) {
      checkChildren(element);
      for (const attribute of element.openingElement.attributes) {
        if (attribute.type !== 'JSXAttribute' || !isTextAttribute(attribute, element.openingElement)) {
          continue;
        }
        const value =
          attribute.value?.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
        for (const literal of literalsOf(value)) check(literal.text, literal.start);
      }
    },
    JSXFragment: checkChildren,
    Property(property) {
      if (!isTextProperty(property)) return;
      for (const literal of literalsOf(property.value)) check(literal.text, literal.start);
    },
  }).visit(program);
  if (found.length === 0) return [];

  const starts = lineStarts(source);
  const ignoredLines = new Set(
    comments.filter((comment) => IGNORE.test(comment.value)).map((c) => position(starts, c.end).line + 1),
  );
  return found
    .map(({ start, text }) => ({ ...position(starts, start), text }))
    .filter((finding) => !ignoredLines.has(finding.line))
    .sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The web screens the check reads: every `.tsx` under apps/web/src but tests and their helpers,
 * end-to-end specs and the catalogues (a `words/` folder).
 */
export function screenFiles(root) {
  const webSrc = path.join(root, 'apps/web/src');
  return [...sourceFiles(webSrc)]
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter(
      (file) =>
        file.endsWith('.tsx') &&
        !isTest(path.join(root, file)) &&
        !/(^|\/)e2e\//.test(file) &&
        !/\/words\/[^/]+$/.test(file),
    )
    .sort();
}

/** Every finding in the web app, each with its file (relative to `root`, with forward slashes). */
export function englishLiteralsInTree(root) {
  return screenFiles(root).flatMap((file) =>
    englishLiterals(file, readFileSync(path.join(root, file), 'utf8')).map((finding) => ({
      file,
      ...finding,
    })),
  );
}
