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
  /** Every href of the HTML part, in order (HTML entities decoded). */
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
  port: number;
  /** Every message accepted, in order. */
  mails: CapturedMail[];
  /** How many messages it refused or connections it cut while failing. */
  refused: number;
  fail(mode: SmtpFailure): void;
  recover(): void;
  /** The first mail (already received or still to come) to `to` that matches. */
  waitForMail(to: string, match?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

export interface SmtpCaptureOptions {
  /** The port on 127.0.0.1; a free one when 0 or left out. */
  port?: number;
  /** Called with each message it accepts, after it is kept in `mails`. */
  onMail?: (mail: CapturedMail) => void;
  /** Errors of the server once it listens (a connection's socket error…). */
  onError?: (error: Error) => void;
}

/** A real SMTP server on 127.0.0.1 (`port`, or a free one) that parses and keeps every message it accepts. */
export function startSmtpCapture(options?: SmtpCaptureOptions): Promise<SmtpCapture>;
