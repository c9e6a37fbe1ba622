/**
 * tRPC is initialised here, once: the context type, the error shape, and the four procedure kinds every
 * router builds on. Routers import from this file only.
 */

import { callerByUid } from '@celtic/db';
import { defaultLocale, isAdminRole, isPremiumRole, isSiteOwnerRole, type Role } from '@celtic/zodiac-core';
import { initTRPC, type TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { Context } from './context';
import { httpStatusOf, type Issue, localizeError, toTRPCError } from './errors';
import { localeOf } from './language';
import type { ProcedureRules } from './procedure-table';
import { refusals } from './refusals';

export type { Context } from './context';
export { createContextInner } from './context';

// --- Initialisation -------------------------------------------------------------------------------

/**
 * trpc-to-openapi's REST meta plus the rules the server reads for every procedure (procedure-table.ts): who may
 * call it (set by the procedure kinds below), whether its answer is shared, whether it needs the database, its
 * rate-limit class.
 */
export type Meta = OpenApiMeta<Partial<ProcedureRules>>;

/** `data` of every error a tRPC client sees. */
export interface ErrorData {
  code: TRPCError['code'];
  httpStatus: number;
  path?: string;
  issues?: Issue[];
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // A streamed batch (`trpc-accept: application/jsonl`) says what it is: tRPC labels it application/json by
    // default, which a cache or a client reading it as one JSON document would take for one.
    jsonl: { contentType: 'application/jsonl' },
    errorFormatter({ shape, error, ctx, input }) {
      // The boundary middleware has already translated errors; this words them in the call's language (its
      // `lang`, else the request's as the context holds it) and keeps internals out of the body. No context: an
      // error of tRPC's own before any was made, in English.
      const lang =
        typeof input === 'object' && input !== null ? (input as { lang?: unknown }).lang : undefined;
      const locale = ctx ? localeOf(ctx, lang) : defaultLocale;
      const { message, issues } = localizeError(error, locale);
      const data: ErrorData = {
        code: error.code,
        httpStatus: httpStatusOf(error),
        path: shape.data.path,
      };
      if (issues) data.issues = issues;
      return { message, code: shape.code, data };
    },
  });

/**
 * Every schema given to `.input()` and `.output()` goes through this. tRPC 11.22 (the version its React
 * integration pins) checks with a schema's `parseAsync` when it has one, and zod's asynchronous walk skips its
 * compiled object parser: a page of 50 readings took several times as long to check. This gives tRPC zod's
 * synchronous `parse` first and falls back to `parseAsync` for a schema with asynchronous checks, as tRPC 11.25
 * does itself. It marks the schema (its own `parseAsync`), so it keeps its identity for the OpenAPI document.
 */
export function syncFirst<T extends z.ZodType>(schema: T): T {
  if (Object.hasOwn(schema, 'parseAsync')) return schema;
  const parse = schema.parse.bind(schema);
  const parseAsync = schema.parseAsync.bind(schema);
  let isAsync = false;
  Object.defineProperty(schema, 'parseAsync', {
    value: async (value: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => {
      if (!isAsync) {
        try {
          return parse(value, params);
        } catch (error) {
          if (!(error instanceof z.core.$ZodAsyncError)) throw error;
          isAsync = true;
        }
      }
      return parseAsync(value, params);
    },
  });
  return schema;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// --- Procedures -----------------------------------------------------------------------------------

/**
 * A call's failure as it leaves: through toTRPCError, so zod failures name their fields and unexpected errors
 * lose their message. A call refused before its input was read (a role check) reads it now: tRPC hands the
 * input it read to the error formatter, which words the answer in the call's `lang`.
 */
async function leaving<R extends { ok: boolean; error?: unknown }>(
  result: R,
  getRawInput: () => Promise<unknown>,
): Promise<R> {
  if (result.ok) return result;
  return refused(result.error, getRawInput);
}

async function refused(error: unknown, getRawInput: () => Promise<unknown>): Promise<never> {
  await getRawInput().catch(() => undefined);
  throw toTRPCError(error);
}

/** Wraps everything after it (input parsing, the resolver): every failure leaves through `leaving`. */
const errorBoundary = t.middleware(async ({ next, getRawInput }) => leaving(await next(), getRawInput));

/** Anyone may call it; the caller is never verified unless the procedure asks for it. */
export const publicProcedure = t.procedure.use(errorBoundary).meta({ access: 'public' });

/** A statement's result once its caller row is known to exist. */
export type WithCaller<R extends { caller: unknown }> = R & { caller: NonNullable<R['caller']> };

/**
 * The result of a statement that read the caller's row by uid together with its data (packages/db,
 * src/queries/). No row for the uid means the account was deleted after this token signed in: 401, and nothing
 * was written (only a new sign-in by the person makes a new account).
 */
export function signedInResult<R extends { caller: { role: Role } | null }>(result: R): WithCaller<R> {
  if (result.caller === null) throw refusals.accountDeleted();
  return result as WithCaller<R>;
}

/** `signedInResult`, and the row the statement read is an admin's or site owner's: a role taken away counts. */
export function adminResult<R extends { caller: { role: Role } | null }>(result: R): WithCaller<R> {
  const checked = signedInResult(result);
  if (!isAdminRole(checked.caller.role)) throw refusals.administratorRequired();
  return checked;
}

/** `signedInResult`, and the row the statement read is a site owner's: a role taken away counts. */
export function siteOwnerResult<R extends { caller: { role: Role } | null }>(result: R): WithCaller<R> {
  const checked = signedInResult(result);
  if (!isSiteOwnerRole(checked.caller.role)) throw refusals.siteOwnerRequired();
  return checked;
}

/**
 * Needs a signed-in caller, `ctx.identity`. Its resolver runs its statement with `ctx.identity.uid` and passes
 * the result through `signedInResult`. One middleware is both the caller check (a refused token,
 * `ctx.callerRefused`, or none is 401) and the error boundary of what follows, as `errorBoundary` is for public
 * procedures.
 */
export const protectedProcedure = t.procedure
  .meta({ access: 'signedIn' })
  .use(async ({ ctx, next, getRawInput }) => {
    const identity = ctx.caller;
    if (ctx.callerRefused !== undefined) return refused(ctx.callerRefused, getRawInput);
    if (!identity) return refused(refusals.signInRequired(), getRawInput);
    return leaving(await next({ ctx: { identity } }), getRawInput);
  });

/**
 * Needs an admin or site_owner caller. The caller's row is read first, before the input is parsed, so anyone
 * else gets 403 whatever they send (an input error would tell them what these procedures take). The statements
 * of these procedures check the role again in SQL, and their resolvers check the row they read (`adminResult`):
 * a role taken away in between counts.
 */
export const adminProcedure = protectedProcedure.meta({ access: 'admin' }).use(async ({ ctx, next }) => {
  adminResult(await callerByUid(ctx.db, ctx.identity.uid));
  return next();
});

/**
 * Needs a premium, admin or site_owner caller (monthly and yearly readings). Like adminProcedure, the caller's row
 * is read before the input is parsed, so a plain user gets 403 with a message saying who may read it.
 */
export const premiumProcedure = protectedProcedure.meta({ access: 'premium' }).use(async ({ ctx, next }) => {
  const { caller } = signedInResult(await callerByUid(ctx.db, ctx.identity.uid));
  if (!isPremiumRole(caller.role)) throw refusals.premiumRequired();
  return next();
});

/**
 * Needs a site_owner caller (setting roles), checked like `adminProcedure`: before the input is parsed, again on
 * the row each statement reads (`siteOwnerResult`), and in the statement's SQL.
 */
export const siteOwnerProcedure = protectedProcedure
  .meta({ access: 'siteOwner' })
  .use(async ({ ctx, next }) => {
    siteOwnerResult(await callerByUid(ctx.db, ctx.identity.uid));
    return next();
  });
