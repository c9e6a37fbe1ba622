import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, flushOutbox, queuedWrites } from './outbox';

// The device's IndexedDB store, in memory: idb-keyval's calls the outbox makes.
const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => stored.get(key),
  update: async (key: string, updater: (old: unknown) => unknown) => {
    stored.set(key, updater(stored.get(key)));
  },
}));

// A server that keeps one reading's favourite flag as the API does: set to `isFavorite`, flipped without it.
const server = { isFavorite: false, answerLost: false };
vi.mock('../lib/trpc-client', () => ({
  trpcClient: {
    readings: {
      toggleFavorite: {
        mutate: async (input: { id: number; isFavorite?: boolean }) => {
          server.isFavorite = input.isFavorite ?? !server.isFavorite;
          // The request reached the server, but its answer never came back.
          if (server.answerLost) throw new TypeError('Failed to fetch');
          return { id: input.id, isFavorite: server.isFavorite };
        },
      },
    },
  },
}));

beforeEach(() => {
  stored.clear();
  Object.assign(server, { isFavorite: false, answerLost: false });
});

describe('a favourite made offline', () => {
  it('sent again after its answer was lost, leaves the reading as the person wanted it', async () => {
    await enqueue({ kind: 'toggleFavorite', uid: 'uid-ada', input: { id: 1, isFavorite: true } });

    server.answerLost = true;
    expect(await flushOutbox('uid-ada')).toEqual({ sent: [], refused: [] });
    expect(server.isFavorite).toBe(true);
    expect(await queuedWrites('uid-ada')).toHaveLength(1);

    server.answerLost = false;
    const { sent } = await flushOutbox('uid-ada');
    expect(sent).toHaveLength(1);
    expect(server.isFavorite).toBe(true);
    expect(await queuedWrites('uid-ada')).toEqual([]);
  });
});
