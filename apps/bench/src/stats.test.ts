import { describe, expect, it } from 'vitest';
import { replaceFigures } from './report';
import { countsOf, postgresSize, seedStatements } from './seed';
import { median, ratio, round } from './stats';

describe('stats', () => {
  it('takes the median of odd and even samples without reordering the input', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('answers NaN for a ratio to nothing, and rounds NaN to null for JSON', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(3, 0)).toBeNaN();
    expect(round(0.12345, 3)).toBe(0.123);
    expect(round(Number.NaN)).toBeNull();
  });
});

describe('report', () => {
  it('replaces only the figures between the markers', () => {
    const doc = 'intro\n<!-- bench:start -->\nold\n<!-- bench:end -->\noutro\n';
    expect(replaceFigures(doc, 'new\n')).toBe(
      'intro\n<!-- bench:start -->\nnew\n<!-- bench:end -->\noutro\n',
    );
    expect(() => replaceFigures('no markers', 'x')).toThrow('bench:start');
  });
});

describe('seed', () => {
  it('is the issue’s size: 10,000 users, 1,000,000 readings, 200,000 checks, in set-based statements', () => {
    expect(countsOf(postgresSize)).toEqual({ users: 10_000, readings: 1_000_000, checks: 200_000 });
    const statements = seedStatements(postgresSize);
    expect(statements.some((s) => s.includes('generate_series(1, 1000000)'))).toBe(true);
    expect(statements.at(-1)).toBe('analyze');
  });
});
