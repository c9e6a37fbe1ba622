import { lighthouseRuns } from './lighthouse-summary';

export const sections = ['api', 'keys', 'db', 'export', 'share', 'push', 'bundle', 'lighthouse'] as const;
export type Section = (typeof sections)[number];

export const databases = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databases)[number];

export interface BenchArgs {
  quick: boolean;
  build: boolean;
  sections: Section[];
  /** Which databases the api, db and export sections run on. */
  databases: DatabaseKind[];
  seconds: number;
  warmupSeconds: number;
  rounds: number;
  connections: number;
  /** Lighthouse loads per page (the figures are their medians). */
  lighthouseRuns: number;
  postgresUrl: string;
  /** Write the figures into docs/PERFORMANCE.md (the default for a full run). */
  writeDocs: boolean;
}

const usage = `pnpm bench [--quick] [--no-build] [--only api,keys,db,export,share,push,bundle,lighthouse] [--db pglite,postgres] [--seconds N] [--rounds N]
           [--connections N] [--postgres URL] [--no-docs]
  --quick      a short smoke of every section (2 s runs, one round, small seed, one Lighthouse load per page);
               figures are not kept in docs
  --db         run the api, keys, db and export sections on these databases only (figures are not kept in docs)
  --no-build   reuse apps/server/dist and apps/web/dist
  --postgres   PostgreSQL server to use (default $BENCH_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres)`;

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): BenchArgs {
  const quick = argv.includes('--quick');
  const args: BenchArgs = {
    quick,
    build: true,
    sections: [...sections],
    databases: [...databases],
    seconds: quick ? 2 : 3,
    warmupSeconds: quick ? 1 : 3,
    rounds: quick ? 1 : 8,
    connections: 50,
    lighthouseRuns: quick ? 1 : lighthouseRuns,
    postgresUrl: env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    writeDocs: !quick,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${flag} needs a value\n${usage}`);
      i += 1;
      return next;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number ≥ 1\n${usage}`);
      return n;
    };
    switch (flag) {
      case '--quick':
        break;
      case '--no-build':
        args.build = false;
        break;
      case '--no-docs':
        args.writeDocs = false;
        break;
      case '--only': {
        const wanted = value().split(',');
        const unknown = wanted.filter((name) => !(sections as readonly string[]).includes(name));
        if (unknown.length > 0) throw new Error(`unknown section ${unknown.join(', ')}\n${usage}`);
        args.sections = sections.filter((name) => wanted.includes(name));
        // A partial run would overwrite the other sections' figures with nothing.
        args.writeDocs = false;
        break;
      }
      case '--db': {
        const wanted = value().split(',');
        const unknown = wanted.filter((name) => !(databases as readonly string[]).includes(name));
        if (unknown.length > 0) throw new Error(`unknown database ${unknown.join(', ')}\n${usage}`);
        args.databases = databases.filter((name) => wanted.includes(name));
        args.writeDocs = false;
        break;
      }
      case '--seconds':
        args.seconds = count();
        break;
      case '--rounds':
        args.rounds = count();
        break;
      case '--connections':
        args.connections = count();
        break;
      case '--postgres':
        args.postgresUrl = value();
        break;
      case '--help':
      case '-h':
        throw new Error(usage);
      default:
        throw new Error(`unknown option ${flag}\n${usage}`);
    }
  }
  return args;
}
