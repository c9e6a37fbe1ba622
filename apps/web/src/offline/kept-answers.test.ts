import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keptForMs, maxKeptAnswers, maxKeptChars, mergeKept, unexpired } from './kept-answers';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 12);

/** The dehydrated cache of one page load: each answer as `[key, data, loaded this long before now]`. */
function pageLoad(...answers: [string, unknown, number][]) {
  const client = new QueryClient();
  for (const [key, data, age] of answers) client.setQueryData([key], data, { updatedAt: now - age });
  return dehydrate(client);
}

const keys = (state: ReturnType<typeof pageLoad>) => state.queries.map((query) => query.queryKey[0]);

describe('mergeKept', () => {
  it('keeps what an earlier page load kept beside what this one loaded', () => {
    const first = mergeKept(undefined, pageLoad(['horoscope', 'today', 60_000]), now);
    const second = mergeKept(first, pageLoad(['saved', ['a reading'], 0]), now);
    expect(keys(second)).toEqual(['saved', 'horoscope']);
    expect(second.queries[1]?.state.data).toBe('today');
  });

  it('keeps the later load of the same answer, whichever side it is on', () => {
    const older = pageLoad(['saved', ['old'], 2 * day]);
    const newer = pageLoad(['saved', ['new'], day]);
    expect(mergeKept(older, newer, now).queries.map((q) => q.state.data)).toEqual([['new']]);
    expect(mergeKept(newer, older, now).queries.map((q) => q.state.data)).toEqual([['new']]);
  });

  it('drops answers loaded longer ago than they are kept for', () => {
    const kept = pageLoad(['last-month', 'x', keptForMs + 1], ['this-month', 'y', keptForMs]);
    expect(keys(mergeKept(kept, pageLoad(), now))).toEqual(['this-month']);
  });

  it('keeps at most maxKeptAnswers, the most recently loaded', () => {
    const many = Array.from({ length: maxKeptAnswers + 5 }, (_, i): [string, unknown, number] => [
      `answer-${i}`,
      i,
      i * 1000,
    ]);
    const merged = mergeKept(undefined, pageLoad(...many), now);
    expect(merged.queries).toHaveLength(maxKeptAnswers);
    expect(keys(merged).at(-1)).toBe(`answer-${maxKeptAnswers - 1}`);
  });

  it('keeps within maxKeptChars, leaving out an answer too large for what is left', () => {
    const half = 'x'.repeat(maxKeptChars / 2);
    const merged = mergeKept(
      undefined,
      pageLoad(['first', half, 0], ['second', half, 1000], ['small', 'y', 2000]),
      now,
    );
    expect(keys(merged)).toEqual(['first', 'small']);
    expect(JSON.stringify(merged.queries).length).toBeLessThanOrEqual(maxKeptChars);
  });
});

describe('unexpired', () => {
  it('leaves out what is past its age and keeps the rest as it is', () => {
    const kept = pageLoad(['old', 'x', keptForMs + 1], ['recent', 'y', day]);
    const fresh = unexpired(kept, now);
    expect(keys(fresh)).toEqual(['recent']);
    expect(fresh.queries[0]).toEqual(kept.queries[1]);
  });
});

describe('answers about other people', () => {
  const load = async (queryKey: unknown[], meta?: Record<string, unknown>) => {
    const client = new QueryClient();
    // The meta of a query is part of its options: a fetch carries it into the cache, as the hooks do.
    await client.prefetchQuery({ queryKey, meta, queryFn: () => ['someone else'] });
    return dehydrate(client);
  };

  it('are never kept: the admin lists, any admin procedure, and a list of a user named by id', async () => {
    const others = await Promise.all([
      load(['admin-users', 'uid-ada'], { aboutOthers: true }),
      load(['system-audit', 'uid-ada'], { aboutOthers: true }),
      load([['admin', 'listUsers'], { input: { limit: 25 }, type: 'infinite' }]),
      load([['readings', 'list'], { input: { userId: 7, limit: 50 }, type: 'query' }]),
    ]);
    for (const loaded of others) {
      expect(loaded.queries).toHaveLength(1);
      expect(mergeKept(undefined, loaded, now).queries).toEqual([]);
      // Nor put back, should an older version of the app have kept one.
      expect(unexpired(loaded, now).queries).toEqual([]);
    }
  });

  it("keep the caller's own answers", async () => {
    const own = await Promise.all([
      load(['saved-readings', 'uid-ada']),
      load([['readings', 'list'], { input: { userId: 'me', limit: 50 }, type: 'query' }]),
      load([['birth', 'mine'], { type: 'query' }]),
    ]);
    for (const loaded of own) expect(mergeKept(undefined, loaded, now).queries).toHaveLength(1);
  });
});
