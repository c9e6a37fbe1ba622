import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('parseArgs', () => {
  it('defaults to the full bench: 2 rounds of 10 s at 50 connections, every section, docs written', () => {
    const args = parseArgs([]);
    expect(args).toMatchObject({ quick: false, build: true, seconds: 3, rounds: 8, connections: 50 });
    expect(args.sections).toEqual(['api', 'keys', 'db', 'export', 'share', 'push', 'bundle', 'lighthouse']);
    expect(args.writeDocs).toBe(true);
  });

  it('--quick is a short smoke that leaves the docs alone', () => {
    expect(parseArgs(['--quick'])).toMatchObject({ seconds: 2, rounds: 1, writeDocs: false });
  });

  it('--only picks sections in their usual order and never writes partial docs', () => {
    const args = parseArgs(['--only', 'lighthouse,api']);
    expect(args.sections).toEqual(['api', 'lighthouse']);
    expect(args.writeDocs).toBe(false);
    expect(parseArgs(['--only', 'export']).sections).toEqual(['export']);
  });

  it('--db picks the databases and never writes partial docs', () => {
    expect(parseArgs([]).databases).toEqual(['pglite', 'postgres']);
    const args = parseArgs(['--db', 'postgres']);
    expect(args.databases).toEqual(['postgres']);
    expect(args.writeDocs).toBe(false);
    expect(() => parseArgs(['--db', 'mysql'])).toThrow('unknown database mysql');
  });

  it('takes the PostgreSQL server from the flag, then BENCH_POSTGRES_URL', () => {
    expect(parseArgs([], { BENCH_POSTGRES_URL: 'postgres://a@h/db' }).postgresUrl).toBe('postgres://a@h/db');
    expect(parseArgs(['--postgres', 'postgres://b@h/db']).postgresUrl).toBe('postgres://b@h/db');
  });

  it('refuses unknown options, sections and bad numbers', () => {
    expect(() => parseArgs(['--fast'])).toThrow('unknown option --fast');
    expect(() => parseArgs(['--only', 'gpu'])).toThrow('unknown section gpu');
    expect(() => parseArgs(['--seconds', '0'])).toThrow('whole number');
    expect(() => parseArgs(['--rounds'])).toThrow('needs a value');
  });
});
