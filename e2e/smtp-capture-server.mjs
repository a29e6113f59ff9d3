// The one SMTP capture server of the repository's tests: a real SMTP server on 127.0.0.1 that
// accepts every message (no TLS, no login), parses it and keeps it. The server tests start it on a
// free port through apps/server/src/test/smtp-capture.ts; the browser journeys run it as a process
// (e2e/smtp-capture.mjs) that writes each message to MAIL_DIR. Its types: smtp-capture-server.d.mts.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const URLS = /https?:\/\/[^\s<>"]+/g;
const HREFS = /href="([^"]+)"/g;

const decodeHtml = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A real SMTP server on 127.0.0.1 (`port`, or a free one) that parses and keeps every message it accepts. */
export async function startSmtpCapture({ port = 0, onMail, onError } = {}) {
  let failure;
  const sockets = new Set();
  const refuse = (code, message) => {
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
          const mail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html,
            language: parsed.headers.get('content-language')?.toString(),
            links: text.match(URLS) ?? [],
            htmlLinks: [...html.matchAll(HREFS)].map((match) => decodeHtml(match[1] ?? '')),
          };
          capture.mails.push(mail);
          onMail?.(mail);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  if (onError) server.on('error', onError);
  // smtp-server's own net.Server: 'drop' cuts connections there, and close() ends the open ones.
  const net = server.server;
  net.prependListener('connection', (socket) => {
    if (failure === 'drop') {
      capture.refused += 1;
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    net.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      net.off('error', reject);
      resolve();
    });
  });
  const address = net.address();

  const capture = {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
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
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return capture;
}
