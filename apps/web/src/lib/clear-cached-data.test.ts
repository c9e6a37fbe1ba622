import { describe, expect, it } from 'vitest';
import { clearCachedData } from './clear-cached-data';
import { queryClient } from './query-client';

describe('clearCachedData', () => {
  // At once, not after a promise: the next account's page starts its queries right after, and a query cleared
  // while it fetches never settles.
  it("empties the app's query cache before it returns", () => {
    queryClient.setQueryData(['readings', 'u1'], ['a reading']);
    clearCachedData();
    expect(queryClient.getQueryData(['readings', 'u1'])).toBeUndefined();
  });
});
