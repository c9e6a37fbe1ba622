-- Rate-limit counters shared by every server instance over this database (apps/server/src/rate-limit.ts): one
-- row per limited key (`ip:<address>` or `uid:<firebase uid>`) and its current fixed window. UNLOGGED: no WAL
-- for a counter bumped on every write, and after a crash the table comes back empty, which only resets the
-- windows. Not in src/schema.ts: the server reaches it with plain SQL.
CREATE UNLOGGED TABLE "rate_limits" (
  "key" text PRIMARY KEY NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "count" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" ("window_start");
