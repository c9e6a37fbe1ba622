import { describe, expect, it } from 'vitest';
import { clearCachedData } from './clear-cached-data';
import { queryClient } from './query-client';

describe('clearCachedData', () => {
  it("empties the app's query cache", async () => {
    queryClient.setQueryData(['readings', 'u1'], ['a reading']);
    await clearCachedData();
    expect(queryClient.getQueryData(['readings', 'u1'])).toBeUndefined();
  });
});
