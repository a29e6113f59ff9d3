import { defineEndpoint } from '@ideaignite/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openToAnyone, requireAuthentication } from '../plugins/authentication.ts';
import { route } from './endpoint-route.ts';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const echo = defineEndpoint({
  method: 'GET',
  path: '/api/echo/:word',
  auth: 'anyone',
  tags: ['test'],
  summary: 'Echoes a word',
  params: z.object({ word: z.string().min(2) }),
  query: z.object({ times: z.coerce.number().int().min(1).max(3).default(1) }),
  responses: { 200: z.object({ said: z.string() }) },
  errors: [400],
});
const secret = defineEndpoint({
  method: 'POST',
  path: '/api/secret',
  auth: 'user',
  tags: ['test'],
  summary: 'Only for the signed in',
  responses: { 200: z.object({ ok: z.boolean() }) },
  errors: [401],
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function newApp() {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: true }));
  // What requireAuthentication's onRequest calls: here everyone is turned away.
  app.decorate('authenticate', async () => {
    throw Object.assign(new Error('no token'), { statusCode: 401 });
  });
  return app;
}

describe('route(scope, endpoint, handler)', () => {
  it('takes the path, the schemas and the answer from the endpoint', async () => {
    const server = newApp();
    await server.register(async (scope) => {
      openToAnyone(scope);
      route(scope, echo, async (request) => ({ said: request.params.word.repeat(request.query.times) }));
    });
    const ok = await server.inject({ method: 'GET', url: '/api/echo/ha?times=3' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ said: 'hahaha' });
    const refused = await server.inject({ method: 'GET', url: '/api/echo/h' });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses to register a `user` endpoint in the open scope, or an `anyone` one behind authentication', async () => {
    const open = newApp();
    await expect(
      open.register(async (scope) => {
        openToAnyone(scope);
        route(scope, secret, async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/POST \/api\/secret: the contract says auth 'user', registered in the 'anyone' scope/);
    await open.close();
    const guarded = newApp();
    await expect(
      guarded.register(async (scope) => {
        requireAuthentication(scope);
        route(scope, echo, async () => ({ said: '' }));
      }),
    ).rejects.toThrow(/the contract says auth 'anyone', registered in the 'user' scope/);
  });

  it('puts a `user` endpoint behind authentication', async () => {
    const server = newApp();
    await server.register(async (scope) => {
      requireAuthentication(scope);
      route(scope, secret, async () => ({ ok: true }));
    });
    expect((await server.inject({ method: 'POST', url: '/api/secret' })).statusCode).toBe(401);
  });
});
