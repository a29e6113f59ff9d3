import { describe, expect, it } from 'vitest';
import {
  CaptionError,
  captionWords,
  cleanCueText,
  MAX_CAPTION_BYTES,
  MAX_CAPTION_WORDS,
  toCleanWebVtt,
} from './captions.ts';

const problemOf = (file: string | Buffer) => {
  try {
    toCleanWebVtt(typeof file === 'string' ? Buffer.from(file) : file);
    return null;
  } catch (error) {
    return error instanceof CaptionError ? error.problem : String(error);
  }
};

describe('caption files (issue 27)', () => {
  it('converts SRT to WebVTT: commas to dots, counters dropped, hours written', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:03,500\r\nNamaste, I am Priya.\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,250\r\nहम किसानों के लिए\r\nऐप बना रहे हैं।\r\n';
    expect(toCleanWebVtt(Buffer.from(srt))).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nNamaste, I am Priya.\n\n00:00:04.000 --> 00:00:06.250\nहम किसानों के लिए\nऐप बना रहे हैं।\n',
    );
  });

  it('keeps WebVTT cue settings and tags, drops STYLE and NOTE blocks, and any other markup', () => {
    const vtt = [
      'WEBVTT',
      '',
      'STYLE',
      '::cue { background: url(https://evil.example/x) }',
      '',
      'NOTE written by hand',
      '',
      'intro',
      '00:01.000 --> 00:02.000 align:start position:10% bogus:1',
      '<v Priya><b>Hello</b> <script>alert(1)</script>there</v> <img src=x onerror=alert(1)>& friends < 3',
    ].join('\n');
    expect(toCleanWebVtt(Buffer.from(vtt))).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 align:start position:10%\n<v Priya><b>Hello</b> alert(1)there</v> &amp; friends &lt; 3\n',
    );
  });

  it.each([
    ['tooLarge', Buffer.alloc(MAX_CAPTION_BYTES + 1, 65)],
    ['notText', Buffer.from([0xff, 0xfe, 0x00, 0x41])],
    ['notText', Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nhi\u0000')],
    ['noCues', Buffer.from('WEBVTT\n\nNOTE nothing timed here\n')],
    ['noCues', Buffer.from('just some words')],
    ['badTiming', Buffer.from('WEBVTT\n\n00:05.000 --> 00:02.000\nbackwards\n')],
    ['badTiming', Buffer.from('WEBVTT\n\n00:61.000 --> 00:62.000\nsixty-one seconds\n')],
    [
      'badTiming',
      Buffer.from('WEBVTT\n\n05:00.000 --> 05:02.000\nlater\n\n00:01.000 --> 00:02.000\nback to the start\n'),
    ],
  ])('refuses a file that is %s', (problem, file) => {
    expect(problemOf(file)).toBe(problem);
  });

  it('leaves plain text and entities alone', () => {
    expect(cleanCueText('Fish &amp; chips &lt;3')).toBe('Fish &amp; chips &lt;3');
    expect(cleanCueText('<i>Seed</i> round: ₹50 lakh')).toBe('<i>Seed</i> round: ₹50 lakh');
  });
});

describe('captionWords (issue 28: what search reads of captions)', () => {
  it('keeps what the cues say: no header, times, settings, tags or repeated rolling lines', () => {
    const vtt = toCleanWebVtt(
      Buffer.from(
        [
          'WEBVTT',
          '',
          'NOTE not said',
          '',
          '1',
          '00:00.000 --> 00:02.000 align:start',
          '<v Priya>Namaste, we are <b>KhetLink</b></v>',
          '',
          '00:02.000 --> 00:04.000',
          'Namaste, we are KhetLink',
          'cold storage for kisan &amp; mandi',
          '',
          '00:04.000 --> 00:06.000',
          'जयपुर से   शुरू',
        ].join('\n'),
      ),
    );
    expect(captionWords(vtt)).toBe('Namaste, we are KhetLink cold storage for kisan & mandi जयपुर से शुरू');
  });

  it('keeps at most MAX_CAPTION_WORDS characters, cut between words', () => {
    const cues = Array.from(
      { length: 3000 },
      (_, i) =>
        `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000 --> ${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.500\nword${i} more words here`,
    );
    const words = captionWords(`WEBVTT\n\n${cues.join('\n\n')}\n`);
    expect(words.length).toBeLessThanOrEqual(MAX_CAPTION_WORDS);
    expect(words.length).toBeGreaterThan(MAX_CAPTION_WORDS - 30);
    expect(words.startsWith('word0 more words here word1')).toBe(true);
    expect(words.endsWith(' ')).toBe(false);
    expect(/\b(word\d+|more|words|here)$/.test(words)).toBe(true);
  });
});
