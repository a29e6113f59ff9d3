import type { AddressInfo, Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received and parsed it. */
export interface CapturedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Content-Language header. */
  language: string | undefined;
  /** Every http(s) URL in the plain-text part, in order. */
  links: string[];
  /** Every href of the HTML part, in order. */
  htmlLinks: string[];
}

/**
 * How the server misbehaves until `recover()`: 'temporary' answers 451 to the message,
 * 'permanent' 550 to the recipient, 'drop' cuts each connection as it opens.
 */
export type SmtpFailure = 'temporary' | 'permanent' | 'drop';

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: CapturedMail[];
  /** How many messages it refused or connections it cut while failing. */
  refused: number;
  fail(mode: SmtpFailure): void;
  recover(): void;
  /** The first mail (already received or still to come) to `to` that matches. */
  waitForMail(to: string, match?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

const URLS = /https?:\/\/[^\s<>"]+/g;
const HREFS = /href="([^"]+)"/g;

/** A real SMTP server on 127.0.0.1 (a free port) that parses and keeps every message it accepts. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  let failure: SmtpFailure | undefined;
  const sockets = new Set<Socket>();
  const refuse = (code: number, message: string) => {
    capture.refused += 1;
    return Object.assign(new Error(message), { responseCode: code });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(failure === 'permanent' ? refuse(550, 'Mailbox unavailable') : null);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (failure === 'temporary') return callback(refuse(451, 'Try again later'));
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          capture.mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html,
            language: parsed.headers.get('content-language')?.toString(),
            links: text.match(URLS) ?? [],
            htmlLinks: [...html.matchAll(HREFS)].map((match) => decodeHtml(match[1] ?? '')),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const net = (server as unknown as { server: import('node:net').Server }).server;
  net.prependListener('connection', (socket: Socket) => {
    if (failure === 'drop') {
      capture.refused += 1;
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = net.address() as AddressInfo;

  const capture: SmtpCapture = {
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refused: 0,
    fail(mode) {
      failure = mode;
    },
    recover() {
      failure = undefined;
    },
    async waitForMail(to, match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = capture.mails.find((m) => m.to.includes(to) && match(m));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return capture;
}

const decodeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
