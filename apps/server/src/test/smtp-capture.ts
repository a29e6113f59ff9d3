// The server tests' SMTP capture is the repository's one SMTP capture server, which the browser
// journeys run too (e2e/smtp-capture.mjs): a real SMTP server on 127.0.0.1 (a free port here) that
// parses and keeps every message it accepts, and can refuse mail or cut connections on demand.
export {
  type CapturedMail,
  type SmtpCapture,
  type SmtpFailure,
  startSmtpCapture,
} from '../../../../e2e/smtp-capture-server.mjs';
