/**
 * tRPC is initialised here, once: the context type, the error shape, and the three procedure kinds every
 * router builds on. Routers import from this file only.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context';
import { httpStatusOf, InputValidationError, type Issue, internalErrorMessage, toTRPCError } from './errors';
import { userDataCacheFor } from './user-data-cache';

export type { Context } from './context';
export { createContextFactory, createContextInner } from './context';

// --- Initialisation -------------------------------------------------------------------------------

/** trpc-to-openapi's REST meta plus a caching hint the server turns into Cache-Control and ETag. */
export type Meta = OpenApiMeta<{ cache?: 'daily' | 'static' }>;

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
    errorFormatter({ shape, error }) {
      // The boundary middleware has already translated errors; this only keeps internals out of the body.
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const data: ErrorData = {
        code: error.code,
        httpStatus: httpStatusOf(error.code),
        path: shape.data.path,
      };
      if (error.cause instanceof InputValidationError) data.issues = error.cause.issues;
      return { message: internal ? internalErrorMessage : error.message, code: shape.code, data };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// --- Procedures -----------------------------------------------------------------------------------

/**
 * Wraps everything after it (auth, input parsing, the resolver): every failure leaves through
 * toTRPCError, so zod failures name their fields and unexpected errors lose their message.
 */
const errorBoundary = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

/** Anyone may call it; the caller is never verified unless the procedure asks for it. */
export const publicProcedure = t.procedure.use(errorBoundary);

/**
 * Needs a signed-in caller; `ctx.user` is the caller's current database row. A mutation may change the
 * caller's data, so what is cached of them is dropped before it answers (read-your-writes).
 */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next, type }) => {
  const user = await ctx.getUser();
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in required' });
  if (type !== 'mutation') return next({ ctx: { user } });
  try {
    return await next({ ctx: { user } });
  } finally {
    userDataCacheFor(ctx.db).invalidate(user.id);
  }
});

/** Needs an admin or site_owner caller. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin' && ctx.user.role !== 'site_owner') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator role required' });
  }
  return next();
});
