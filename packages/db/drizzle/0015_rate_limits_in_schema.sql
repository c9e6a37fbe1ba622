-- rate_limits enters src/schema.ts. The table stays as 0003 made it (the same columns and index): drizzle-kit
-- cannot write UNLOGGED, so this migration only restates it, which changes nothing on a database from 0003.
ALTER TABLE "rate_limits" SET UNLOGGED;
