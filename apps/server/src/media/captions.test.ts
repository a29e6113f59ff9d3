import { describe, expect, it } from 'vitest';
import { CaptionError, cleanCueText, MAX_CAPTION_BYTES, toCleanWebVtt } from './captions.ts';

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
