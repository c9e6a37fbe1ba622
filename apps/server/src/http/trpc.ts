import { localizeError, type ProcedureRule, type ProcedureTable } from '@celtic/api';
import { defaultLocale } from '@celtic/zodiac-core';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addVary,
  type CachedCall,
  cacheHeadersFor,
  type LanguageHeaders,
  languageHeadersFor,
  namesPeriod,
  noStore,
  setCacheHeaders,
  setLanguageHeaders,
} from './cache-headers';
import { languageOf } from './context';
import { HttpError, unsupportedMediaType } from './errors';
import { asksPlainAnswer, type SharedAnswers } from './shared-answers';

export const trpcPrefix = '/trpc';

/** Calls one tRPC request may hold: the web app batches a handful at most. */
export const maxTrpcBatchSize = 25;

/**
 * The procedure names a tRPC URL calls (`/trpc/a.b,c.d?…`, one or a batch), as written; null when the path
 * cannot be decoded.
 */
export function trpcNames(url: string): string[] | null {
  const path = url.slice(trpcPrefix.length + 1).split('?')[0] ?? '';
  try {
    return decodeURIComponent(path).split(',');
  } catch {
    return null;
  }
}

/**
 * The rules of the procedures a tRPC URL calls, from the procedure table; an unknown name or an undecodable
 * path gives `undefined` for it (tRPC answers such a call 404 itself).
 */
export function trpcCalls(url: string, table: ProcedureTable): (ProcedureRule | undefined)[] {
  const names = trpcNames(url);
  return names === null ? [undefined] : names.map((name) => table.get(name));
}

/**
 * The input of each of `count` calls of a tRPC URL (`?input=`, keyed by index in a batch); undefined where none.
 * A POST's inputs are its JSON `body` (as tRPC's adapter keeps it: a string), keyed the same way.
 */
export function trpcInputs(url: string, count: number, body?: unknown): unknown[] {
  const query = url.indexOf('?');
  const params = new URLSearchParams(query === -1 ? '' : url.slice(query + 1));
  // tRPC's adapter takes a POST's JSON as the string it came as.
  const raw = body === undefined ? params.get('input') : typeof body === 'string' ? body : null;
  let input: unknown = typeof body === 'string' ? undefined : body;
  try {
    if (raw !== null) input = JSON.parse(raw);
  } catch {
    input = undefined;
  }
  if (params.get('batch') !== '1') return [input];
  const byIndex = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return Array.from({ length: count }, (_, index) => byIndex[index]);
}

const fieldsOf = (input: unknown) =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};

/** The language headers of a tRPC answer: the languages its localized calls were written in. */
export function trpcLanguageHeaders(
  request: FastifyRequest,
  rules: readonly (ProcedureRule | undefined)[],
): LanguageHeaders | undefined {
  if (!rules.some((rule) => rule?.localized)) return undefined;
  const inputs = trpcInputs(request.url, rules.length, request.method === 'POST' ? request.body : undefined);
  const languages = rules.flatMap((rule, index) =>
    rule?.localized ? [languageOf(request, inputs[index])] : [],
  );
  return languageHeadersFor(languages);
}

/**
 * The language headers of a tRPC error answer (a failed call, or a batch some of whose calls failed): its calls
 * are worded in the language each chose (`languageOf`), as the error formatter words them.
 */
export function trpcErrorLanguageHeaders(
  request: FastifyRequest,
  count: number,
): LanguageHeaders | undefined {
  const inputs = trpcInputs(request.url, count, request.method === 'POST' ? request.body : undefined);
  return languageHeadersFor(inputs.map((input) => languageOf(request, input)));
}

/** The calls of a tRPC URL that exist (`rules`: its `trpcCalls`), with what decides how their answer may be kept. */
export function cachedCalls(url: string, rules: readonly (ProcedureRule | undefined)[]): CachedCall[] {
  const inputs = trpcInputs(url, rules.length);
  const calls: CachedCall[] = [];
  for (const [index, rule] of rules.entries()) {
    if (rule === undefined) continue;
    calls.push({
      access: rule.access,
      cache: rule.cache,
      named: namesPeriod(rule.period, fieldsOf(inputs[index])),
    });
  }
  return calls;
}

/** The 400 for a URL naming more calls than a batch may hold, or undefined when it names few enough. */
export function batchTooLarge(url: string, maxBatchSize: number): HttpError | undefined {
  const count = trpcNames(url)?.length ?? 0;
  if (count <= maxBatchSize) return undefined;
  return new HttpError(
    400,
    'BAD_REQUEST',
    `Too many calls in one batch: ${count} (at most ${maxBatchSize} per request)`,
  );
}

function isFetchResponse(payload: unknown): payload is Response {
  return Object.prototype.toString.call(payload) === '[object Response]';
}

/**
 * Two costs of tRPC's Fastify adapter, removed around it (register before the adapter, in its scope), and the
 * media type check of its bodies:
 * - its answer is a fetch Response that Fastify pipes out as a web stream; a JSON answer is buffered into a
 *   string here instead (streamed answers, chunked or `application/jsonl`, are left as they are);
 * - a GET whose calls are all shared (the procedure table's `shared`: the daily horoscope, signs, calendar;
 *   batched or not) and asks for plain JSON (not a JSON Lines stream) is put in the shared-answer store, which
 *   answers a repeat before Fastify.
 * An answer of localized calls says their languages (`Content-Language`, and `Vary: Accept-Language` where the
 * header chose); so does an error answer whose every error is worded in our words (`localizeError`): the
 * adapter's `onError` reports each error to `noteError`, which remembers a request holding any other.
 * An answer holding a signed-in call gets its cache rule from `cacheHeadersFor` (a batch takes the strictest);
 * public answers carry none over tRPC, so that a stored answer never replays the max-age of an earlier hour.
 */
export function registerTrpcAnswers(
  app: FastifyInstance,
  options: { table: ProcedureTable; shared: SharedAnswers; maxBatchSize: number },
) {
  const toStore = new WeakSet<FastifyRequest>();
  const notOurWords = new WeakSet<FastifyRequest>();
  const prefix = `${trpcPrefix}/`;
  const isShared = (url: string) => trpcCalls(url, options.table).every((rule) => rule?.shared === true);

  app.addHook('onRequest', (request, _reply, done) => {
    // The guards pass an oversized batch by (guards/guards.ts): refused here, it costs nothing.
    const tooLarge = request.url.startsWith(prefix)
      ? batchTooLarge(request.url, options.maxBatchSize)
      : undefined;
    if (tooLarge) {
      done(tooLarge);
      return;
    }
    // tRPC's adapter would parse multipart and octet-stream bodies itself: refuse them like any non-JSON.
    if (request.method === 'POST') {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      done(type === 'application/json' ? undefined : unsupportedMediaType());
      return;
    }
    if (request.method !== 'GET' || !request.url.startsWith(prefix)) {
      done();
      return;
    }
    if (asksPlainAnswer(request.headers) && isShared(request.url)) toStore.add(request);
    done();
  });

  /** The cache rule of an answer holding a signed-in call, set on `reply`; public answers are left alone. */
  const keepRule = (request: FastifyRequest, reply: FastifyReply, ok: boolean | undefined) => {
    if (!request.url.startsWith(prefix)) return;
    const rules = trpcCalls(request.url, options.table);
    if (rules.every((rule) => rule === undefined || rule.access === 'public')) return;
    const calls = cachedCalls(request.url, rules);
    const headers = ok === undefined ? noStore : cacheHeadersFor(calls, ok);
    if (headers) setCacheHeaders(reply, headers);
  };

  // Synchronous for anything but tRPC's own fetch Response, so a cached answer is written at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isFetchResponse(payload)) {
      // Our own answers on tRPC's route: a refusal (415, 429, 503, a batch too large).
      if (reply.statusCode >= 400) keepRule(request, reply, false);
      done(null, payload);
      return;
    }
    const type = payload.headers.get('content-type') ?? '';
    // tRPC streams (httpBatchStreamLink's answer) as chunked `application/json`: never read it whole here.
    const streamed = payload.headers.get('transfer-encoding') === 'chunked';
    if (streamed || type.includes('jsonl') || type.includes('event-stream')) {
      // Streamed: whether every call succeeds is not known yet.
      keepRule(request, reply, undefined);
      done(null, payload);
      return;
    }
    payload.text().then((body) => {
      const headers: Record<string, string> = {};
      payload.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
      });
      // Fastify adds the charset to a string it sends from a hook; say it on the first answer too.
      if (headers['content-type'] === 'application/json')
        headers['content-type'] = 'application/json; charset=utf-8';
      const { vary, ...own } = headers;
      reply.code(payload.status).headers(own);
      // Added to, not replaced: the reply's Vary may already hold CORS's Origin.
      for (const name of vary?.split(',') ?? []) addVary(reply, name.trim());
      // 207: a batch some of whose calls failed.
      keepRule(request, reply, payload.status < 300 && payload.status !== 207);
      const rules = request.url.startsWith(prefix) ? trpcCalls(request.url, options.table) : [];
      const language =
        rules.length === 0
          ? undefined
          : payload.status === 200
            ? trpcLanguageHeaders(request, rules)
            : notOurWords.has(request)
              ? undefined
              : trpcErrorLanguageHeaders(request, rules.length);
      if (language) {
        setLanguageHeaders(reply, language);
        // The stored copy: the adapter's own headers and these (the reply's Vary may also hold CORS's).
        headers['content-language'] = language['content-language'];
        if (language.vary) headers.vary = headers.vary ? `${headers.vary}, ${language.vary}` : language.vary;
      }
      if (toStore.has(request) && payload.status === 200)
        options.shared.put(request, { headers, body, metered: rules.some((rule) => rule?.metered === true) });
      done(null, body);
    }, done);
  });

  return {
    /** tRPC's `onError`: a call's error whose words are not all ours (zod's field messages) keeps its answer's
     * Content-Language off. */
    noteError(request: FastifyRequest, error: TRPCError) {
      if (localizeError(error, defaultLocale).language === undefined) notOurWords.add(request);
    },
  };
}
