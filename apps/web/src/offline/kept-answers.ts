import type { DehydratedState } from '@tanstack/react-query';

type KeptQuery = DehydratedState['queries'][number];

/** How long an answer is kept on the device after it was loaded (README, docs/PRODUCT.md §10 "Offline"). */
export const keptForMs = 30 * 24 * 60 * 60 * 1000;
/** At most this many answers are kept per account, the most recently loaded first. */
export const maxKeptAnswers = 200;
/** And at most this much of them, measured as JSON text (an answer larger on its own is not kept). */
export const maxKeptChars = 4_000_000;

const loadedAt = (query: KeptQuery) => query.state.dataUpdatedAt;

/** The query meta of an answer about other people (the admin and system lists). */
export const aboutOthers = { aboutOthers: true } as const;

/**
 * Whether an answer is about other people, and so never kept on the device (a shared or lost phone must not
 * hold other users' e-mails, names or audit reasons): one marked with `aboutOthers`, any answer of an `admin.*`
 * procedure, or a list of a user named by id (tRPC's query keys start with the procedure's path, then its input).
 */
export function isAboutOthers(query: Pick<KeptQuery, 'queryKey' | 'meta'>): boolean {
  if (query.meta?.aboutOthers === true) return true;
  const [path, options] = query.queryKey;
  if (!Array.isArray(path)) return false;
  if (path[0] === 'admin') return true;
  const input = (options as { input?: { userId?: unknown } } | undefined)?.input;
  return input?.userId !== undefined && input.userId !== 'me';
}

/** The caller's own answers among `queries`. */
const ownOnly = (queries: readonly KeptQuery[]) => queries.filter((query) => !isAboutOthers(query));

/**
 * The answers to keep: those kept before and those just loaded, one per query (the later load wins), none about
 * other people, none loaded more than `keptForMs` before `now`, and within the count and size bounds, the most
 * recently loaded kept.
 */
export function mergeKept(
  kept: DehydratedState | undefined,
  loaded: DehydratedState,
  now: number,
): DehydratedState {
  const byHash = new Map<string, KeptQuery>();
  for (const query of ownOnly([...(kept?.queries ?? []), ...loaded.queries])) {
    const other = byHash.get(query.queryHash);
    if (!other || loadedAt(query) >= loadedAt(other)) byHash.set(query.queryHash, query);
  }
  const newestFirst = [...byHash.values()]
    .filter((query) => now - loadedAt(query) <= keptForMs)
    .sort((a, b) => loadedAt(b) - loadedAt(a));
  const queries: KeptQuery[] = [];
  let chars = 0;
  for (const query of newestFirst) {
    if (queries.length === maxKeptAnswers) break;
    const size = JSON.stringify(query).length;
    if (chars + size > maxKeptChars) continue;
    chars += size;
    queries.push(query);
  }
  return { mutations: [], queries };
}

/** The kept answers still within `keptForMs` of `now` and not about others: the ones that may be put back. */
export function unexpired(kept: DehydratedState, now: number): DehydratedState {
  return {
    mutations: [],
    queries: ownOnly(kept.queries).filter((query) => now - loadedAt(query) <= keptForMs),
  };
}
