import { textProblem } from '@ideaignite/contract';

/**
 * Captions (issue 27): a WebVTT or SRT file from a video's owner, checked and rewritten as clean
 * WebVTT. Only timed text survives: cue settings are kept when well-formed, WebVTT's own inline
 * tags (<b>, <i>, <u>, <c.class>, <v Speaker>, <lang xx>, <ruby>/<rt>, timestamps) are kept, any
 * other markup is dropped and stray `<` or `&` escaped, so a player never meets HTML or CSS from
 * a file (STYLE, REGION and NOTE blocks are left out).
 */

/** The largest caption file taken. */
export const MAX_CAPTION_BYTES = 1024 * 1024;
/** A cue may not start after ten hours (no pitch is that long: a sign of a broken file). */
const MAX_CUE_MS = 10 * 60 * 60 * 1000;

export type CaptionProblem = 'tooLarge' | 'notText' | 'noCues' | 'badTiming';

export class CaptionError extends Error {
  constructor(readonly problem: CaptionProblem) {
    super(`captions refused: ${problem}`);
    this.name = 'CaptionError';
  }
}

const TIMESTAMP = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;

function millisecondsOf(stamp: string): number | null {
  const match = TIMESTAMP.exec(stamp.trim());
  if (!match) return null;
  const [, hours = '0', minutes, seconds, millis] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

function stampOf(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** Cue settings WebVTT defines (vertical, line, position, size, align), each well-formed. */
const SETTING =
  /^(vertical:(rl|lr)|line:-?\d+(\.\d+)?%?(,(start|center|end))?|position:\d+(\.\d+)?%(,(line-left|center|line-right))?|size:\d+(\.\d+)?%|align:(start|center|end|left|right))$/;

/** WebVTT's inline tags: the only markup a cue keeps. */
const CUE_TAG =
  /^<\/?(?:(?:b|i|u|ruby|rt)(?:\.[\w-]+)*|c(?:\.[\w-]+)*|v(?:\.[\w-]+)*(?: [^<>]{1,80})?|lang(?:\.[\w-]+)*(?: [A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?|\d{2,3}:[0-5]\d:[0-5]\d\.\d{3}|[0-5]\d:[0-5]\d\.\d{3})>$/;
const CLOSING_ONLY = /^<\/(v|lang|c)(?:\.[\w-]+)*>$/;

/** A cue's text with only WebVTT's tags left, every other `<…>` removed and stray `<` and `&` escaped. */
export function cleanCueText(text: string): string {
  return (
    text
      .replace(/<[^<>\n]*>/g, (tag) => (CUE_TAG.test(tag) || CLOSING_ONLY.test(tag) ? tag : ''))
      .replace(/&(?!(?:amp|lt|gt|lrm|rlm|nbsp);)/g, '&amp;')
      // A `<` left that opens no tag: text.
      .replace(/<(?![^<>\n]*>)/g, '&lt;')
  );
}

/**
 * The file (`.vtt` or `.srt`, by its content) as clean WebVTT; throws CaptionError when it is
 * too large, not UTF-8 text, has no cue, or a cue's times are not in order.
 */
export function toCleanWebVtt(file: Buffer): string {
  if (file.length > MAX_CAPTION_BYTES) throw new CaptionError('tooLarge');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new CaptionError('notText');
  }
  // A NUL or other control character (but tab and line ends) is not a caption file.
  if (textProblem(text)) throw new CaptionError('notText');
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((block) => block.length);
  const cues: string[] = [];
  let last = 0;
  for (const block of blocks) {
    const timingAt = block.findIndex((line) => line.includes('-->'));
    // The WEBVTT header, NOTE, STYLE and REGION blocks, an SRT counter alone: no cue here.
    if (timingAt < 0 || timingAt > 1) continue;
    const [startText = '', rest = ''] = (block[timingAt] as string).split('-->');
    const [endText = '', ...settings] = rest.trim().split(/\s+/);
    const start = millisecondsOf(startText);
    const end = millisecondsOf(endText);
    if (start === null || end === null || end <= start || start > MAX_CUE_MS)
      throw new CaptionError('badTiming');
    // Out of order is allowed by WebVTT only for overlapping speakers; going back in time is not.
    if (start + 60_000 < last) throw new CaptionError('badTiming');
    last = start;
    const kept = settings.filter((setting) => SETTING.test(setting));
    const lines = block
      .slice(timingAt + 1)
      .map(cleanCueText)
      .filter((line) => line.trim() !== '');
    if (!lines.length) continue;
    cues.push(
      `${stampOf(start)} --> ${stampOf(end)}${kept.length ? ` ${kept.join(' ')}` : ''}\n${lines.join('\n')}`,
    );
  }
  if (!cues.length) throw new CaptionError('noCues');
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The most of a video's captions search keeps, per language (a long talk's words, not a book's). */
export const MAX_CAPTION_WORDS = 20_000;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '' };

/**
 * What the cues of clean WebVTT (`toCleanWebVtt`'s output) say, for search (issue 28): their text
 * without times, settings or tags, a line said again at once (rolling captions) kept once, at most
 * MAX_CAPTION_WORDS characters, cut between words.
 */
export function captionWords(webVtt: string): string {
  const lines: string[] = [];
  for (const block of webVtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const rows = block.split('\n');
    const timingAt = rows.findIndex((row) => row.includes('-->'));
    if (timingAt < 0) continue;
    for (const row of rows.slice(timingAt + 1)) {
      const text = row
        .replace(/<[^<>\n]*>/g, '')
        .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      if (text && text !== lines.at(-1)) lines.push(text);
    }
  }
  const words = lines.join(' ');
  if (words.length <= MAX_CAPTION_WORDS) return words;
  const cut = words.slice(0, MAX_CAPTION_WORDS + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, MAX_CAPTION_WORDS)).trim();
}
