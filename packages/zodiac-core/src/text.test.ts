import { describe, expect, it } from 'vitest';
import { firstSentence } from './text';

describe('firstSentence', () => {
  it('ends at the first . ! or ? followed by a space or the end', () => {
    expect(firstSentence('  The oak stands. It waits!  ')).toBe('The oak stands.');
    expect(firstSentence('Ready? Go.')).toBe('Ready?');
    expect(firstSentence('Version 1.5 holds. Then more.')).toBe('Version 1.5 holds.');
    expect(firstSentence('No stop at all ')).toBe('No stop at all');
  });
});
