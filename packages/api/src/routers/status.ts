import { statusFacts } from '@celtic/db';
import { localeOf } from '../language';
import { statusInput, statusSchema } from '../schemas/status';
import { statusReport } from '../status-report';
import { publicProcedure, router, syncFirst } from '../trpc';
import { isDatabaseUnavailable } from '../unavailable';

export const statusRouter = router({
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/status',
        tags: ['status'],
        summary: 'Whether the API, the database and push sending work now, and their uptime over 90 days',
      },
      cache: 'brief',
      localized: true,
      // It answers while the database is away, to say so.
      database: false,
    })
    .input(syncFirst(statusInput))
    .output(syncFirst(statusSchema))
    .query(async ({ ctx, input }) => {
      const facts = await statusFacts(ctx.db).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) return null;
        throw error;
      });
      return statusReport(facts, ctx.now(), localeOf(ctx, input.lang));
    }),
});
