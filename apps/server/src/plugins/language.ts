import { isLocale, LOCALE_STORAGE_KEY, type Locale, localeFromAcceptLanguage } from '@ideaignite/contract';
import { toHindi } from '@ideaignite/contract/hi';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie } from '../lib/cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request's `Accept-Language` prefers among ours; English by default. */
    locale: Locale;
  }
}

/** The fields of an answer that hold words for people: the `{ message }` (and `error`) of every call. */
const WORDS = ['message', 'error'] as const;

/**
 * API messages in the language the request asks for (decision 017). Every text the server sends
 * is a contract catalogue text (issue 11), so an answer is put into Hindi at the one place it
 * leaves: its `message`/`error`, errors included. Anything else in a body (names, posts, a
 * chat message's `message`… inside lists) is what users wrote and is left alone.
 */
export const language = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en-IN');
  app.addHook('onRequest', async (request) => {
    const header = request.headers['accept-language'];
    if (header) request.locale = localeFromAcceptLanguage(header);
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    if (!WORDS.some((field) => typeof body[field] === 'string')) return payload;
    // Another language is another answer: a cache must key on the header.
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || !/\baccept-language\b/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    }
    if (request.locale !== 'hi-IN') return payload;
    reply.header('content-language', 'hi-IN');
    const translated = { ...body };
    for (const field of WORDS) {
      const text = body[field];
      if (typeof text === 'string') translated[field] = toHindi(text);
    }
    return translated;
  });
});

/**
 * The language to render a page in: the visitor's choice (the `locale` cookie the web app sets
 * with it), else what their browser asks for first.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const chosen = readCookie(request, LOCALE_STORAGE_KEY);
  return isLocale(chosen) ? chosen : request.locale;
}
