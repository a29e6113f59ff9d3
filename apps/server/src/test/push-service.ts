import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@ideaignite/contract';
import { decrypt } from 'http_ece';

/** One push as the test push service received it. */
export interface ReceivedPush {
  device: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's push subscription made in the test: what it registers, and how it reads a push. */
export interface TestDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The push's payload, decrypted with this device's keys (aes128gcm, RFC 8291). */
  read(push: ReceivedPush): PushPayload;
}

/**
 * A push service on 127.0.0.1 for the suite (issue 29): it takes each push as a real one does
 * (201), or answers what a test asks for next (410, 429 with Retry-After, 500), and keeps what it
 * received so a test can decrypt it with the device's keys.
 */
export async function startTestPushService() {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, Array<{ status: number; headers?: Record<string, string> }>>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = (request.url ?? '').split('/').pop() ?? '';
      const answer = answers.get(device)?.shift() ?? { status: 201 };
      if (answer.status === 201)
        received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer.status, answer.headers ?? {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A new device: its own P-256 key pair and authentication secret. */
    device(): TestDevice {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        read: (push) =>
          JSON.parse(
            decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
          ) as PushPayload,
      };
    },
    /** The next pushes to `device` are answered with these statuses, in order (then 201 again). */
    answerNext(device: TestDevice, ...statuses: Array<{ status: number; headers?: Record<string, string> }>) {
      answers.set(device.id, [...(answers.get(device.id) ?? []), ...statuses]);
    },
    /** What `device` received so far. */
    pushesTo: (device: TestDevice) => received.filter((push) => push.device === device.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
