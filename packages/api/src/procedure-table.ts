import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';

/** Who may call a procedure. Set by the procedure kinds in trpc.ts, never by hand. */
export type Access = 'public' | 'signedIn' | 'premium' | 'admin' | 'siteOwner';

/**
 * How long an answer may be kept. `dated`: an answer about a day or a period, which never changes once stored:
 * kept for a year when the request names its day or period (the `period` input of the meta), until the UTC day
 * ends when it does not (it means "today"). `static`: until the next deploy. A public procedure with either
 * answers from its input and the date alone, so its answers are shared; on a signed-in one the policy only
 * lets the caller's own browser keep the answer (`private`). `brief`: 30 seconds, for an answer that changes
 * with the state of the service (the status): caches may keep it that long, the server never does.
 */
export type CachePolicy = 'dated' | 'static' | 'brief';

/** The policies whose public answers depend only on the URL and the UTC date: the server may share them. */
const sharedPolicies: ReadonlySet<CachePolicy | undefined> = new Set(['dated', 'static']);

/**
 * Rate-limit classes, each counted in a bucket of its own (the limits are the server's, guards/rate-limit.ts):
 * writes, the calls a client makes right after signing in, the data export, public reads that cost CPU
 * (`compute`), and the server's share pages and images (`share`). `export` and `compute` are the expensive ones,
 * refused first under load (`shed`).
 */
export type RateLimitClass = 'write' | 'signIn' | 'export' | 'compute' | 'share' | 'none';

/** The classes whose calls are expensive: an anonymous call of one is refused first when the server lags. */
export const expensiveClasses: ReadonlySet<RateLimitClass> = new Set(['export', 'compute']);

/** The rules a procedure declares in its meta, beside trpc-to-openapi's `openapi`. */
export interface ProcedureRules {
  access: Access;
  cache: CachePolicy;
  /** With `dated`: the input field that names the day or period; absent from the input, the answer means today. */
  period: string;
  /** The media type of a REST answer that is not JSON (the procedure then returns the body as a string). */
  produces: string;
  /** false for procedures answered from memory (signs, calendar): they still answer while the database is away. */
  database: boolean;
  /** Defaults to `write` for mutations and `none` for queries. */
  rateLimit: RateLimitClass;
  /**
   * A creating write that takes an idempotency key (the `idempotencyKey` input field; on REST the
   * `Idempotency-Key` header, copied into that field by the REST adapter). Only signed-in mutations.
   */
  idempotent: boolean;
  /** The REST status of a success with a body: 200 unless a mutation says 201 (created) or 202 (accepted). */
  status: SuccessStatus;
  /**
   * Its answer is written in a language (language.ts): the input's `lang`, else the Accept-Language header,
   * else English. The server says which in `Content-Language`, and `Vary: Accept-Language` when the header chose.
   */
  localized: boolean;
  /**
   * A public read counted against its caller's quota: its key's (`X-Api-Key`), else its address's (the server's
   * guards). True for every public query unless it says false: a calendar feed is fetched by calendar services
   * for many subscribers from few addresses, and sends no key.
   */
  metered: boolean;
}

export type SuccessStatus = 200 | 201 | 202;

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One row of the table: everything the server needs to know about a procedure, in one place. */
export interface ProcedureRule {
  /** Dotted tRPC path, e.g. `readings.list`. */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: Access;
  /** Its answer is the same for everyone (a public query with a cache policy) and may be stored and shared. */
  shared: boolean;
  cache: CachePolicy | undefined;
  /** The input field naming the day or period of a `dated` answer, if it has one. */
  period: string | undefined;
  /** The media type of the REST answer when it is not JSON. */
  produces: string | undefined;
  needsDatabase: boolean;
  rateLimit: RateLimitClass;
  /**
   * Expensive public work (rate-limit class `export` or `compute`, open to anyone): refused first under load. A
   * signed-in procedure is not: without a caller it is a cheap 401, with one it goes on.
   */
  shed: boolean;
  /** Takes an idempotency key: the REST adapter copies the `Idempotency-Key` header into its input. */
  idempotent: boolean;
  /** The REST status of a success with a body. */
  status: SuccessStatus;
  /** Written in a language: the input's `lang` or the Accept-Language header chooses it. */
  localized: boolean;
  /** A public read counted against its key's or its address's quota. */
  metered: boolean;
  /** The REST method and path (OpenAPI form, relative to /api), when the procedure has one. */
  rest: { method: RestMethod; path: string } | undefined;
  procedure: AnyTRPCProcedure;
}

export type ProcedureTable = ReadonlyMap<string, ProcedureRule>;

const restMethods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

interface DeclaredMeta extends Partial<ProcedureRules> {
  openapi?: { method: string; path: string; enabled?: boolean; protect?: boolean };
}

/**
 * The table of every procedure of `router`, built once at start-up from the procedures' meta. The REST routes,
 * the tRPC adapter, the database gate, the rate limiter and the shared-answer store all read it. Throws when a
 * procedure's meta contradicts itself (a shared answer that needs a caller, a REST path that sets `protect`,
 * which the OpenAPI document derives from access), so such a mistake stops the server at start-up.
 */
export function procedureTable(router: AnyTRPCRouter): ProcedureTable {
  const table = new Map<string, ProcedureRule>();
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const meta = (procedure._def.meta ?? {}) as DeclaredMeta;
    const type = procedure._def.type as ProcedureRule['type'];
    const access = meta.access;
    if (!access)
      throw new Error(`${path}: not built on publicProcedure, protectedProcedure or adminProcedure`);
    const openapi = meta.openapi && meta.openapi.enabled !== false ? meta.openapi : undefined;
    if (openapi && !restMethods.has(openapi.method)) {
      throw new Error(`${path}: unsupported REST method ${openapi.method}`);
    }
    if (openapi?.protect !== undefined) {
      throw new Error(`${path}: openapi.protect is derived from the procedure's access; do not set it`);
    }
    if (meta.cache && type !== 'query') {
      throw new Error(`${path}: only a query may declare a cache policy`);
    }
    if (meta.period !== undefined && meta.cache !== 'dated') {
      throw new Error(`${path}: a period input needs the dated cache policy`);
    }
    if (meta.idempotent && (access === 'public' || type !== 'mutation')) {
      throw new Error(`${path}: only a signed-in mutation may take an idempotency key`);
    }
    if (meta.status !== undefined && meta.status !== 200 && type !== 'mutation') {
      throw new Error(`${path}: only a mutation may answer ${meta.status}`);
    }
    if (meta.metered && (access !== 'public' || type !== 'query')) {
      throw new Error(`${path}: only a public query is metered`);
    }
    const { inputs, output } = procedure._def as { inputs: object[]; output?: object };
    if ([...inputs, output].some((schema) => schema === undefined || !Object.hasOwn(schema, 'parseAsync'))) {
      throw new Error(`${path}: give .input() and .output() their schemas through syncFirst (trpc.ts)`);
    }
    const rateLimit = meta.rateLimit ?? (type === 'mutation' ? 'write' : 'none');
    table.set(path, {
      path,
      type,
      access,
      shared: sharedPolicies.has(meta.cache) && access === 'public',
      cache: meta.cache,
      period: meta.period,
      produces: meta.produces,
      needsDatabase: meta.database ?? true,
      rateLimit,
      shed: expensiveClasses.has(rateLimit) && access === 'public',
      idempotent: meta.idempotent ?? false,
      status: meta.status ?? 200,
      localized: meta.localized ?? false,
      metered: access === 'public' && type === 'query' && meta.metered !== false,
      rest: openapi && { method: openapi.method as RestMethod, path: openapi.path },
      procedure,
    });
  }
  return table;
}
