import { describe, expect, it } from 'vitest';
import { listStatement, saveStatement } from './server-statements';

describe('the server’s statements, recorded from its query functions', () => {
  it('lists the caller’s page with the caller’s row read by uid in the same statement', async () => {
    const { text, params } = await listStatement('uid-1', 50);
    expect(text).toMatch(/^select .* from "users" "c" .*"readings".* where "c"\."firebase_uid" = \$\d+$/);
    expect(params).toContain('uid-1');
    expect(params).toContain(50);
    expect(JSON.stringify(params)).not.toContain('\\u0000');
  });

  it('saves with the body’s fields in the places the server puts them, isFavorite false when absent', async () => {
    const { text, params } = await saveStatement('uid-2');
    expect(text).toMatch(/insert into "readings"/);
    expect(params).toEqual([
      'uid-2',
      { body: 'content', otherwise: null },
      { body: 'zodiacSign', otherwise: null },
      { body: 'isFavorite', otherwise: false },
      { body: 'kind', otherwise: null },
      { body: 'period', otherwise: null },
    ]);
  });
});
