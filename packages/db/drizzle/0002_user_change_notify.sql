-- Change feed for the servers' per-user caches: after each statement that writes users, readings or
-- compatibility_checks, NOTIFY celtic_user_changed with the distinct ids of the users whose data changed,
-- comma-separated, or '*' (everyone) when they do not fit a notification (payloads must stay under 8000 bytes).
-- Statement-level triggers, so a bulk INSERT ... SELECT sends one notification, not one per row. PostgreSQL
-- allows transition tables only on single-event triggers, hence one trigger per event.
--
-- A transaction that NOTIFYs holds a cluster-wide lock through its commit (WAL flush included), so notifying
-- writers commit one at a time: ~5x slower concurrent single-row inserts measured here. The API server's own
-- sessions therefore set celtic.announces_user_changes = on and announce the ids themselves after each commit,
-- in a NOTIFY of their own, outside the data transaction (packages/db/src/changes.ts); every other writer
-- (psql, scripts, another program) is still covered by these triggers.
CREATE FUNCTION "celtic_notify_user_ids"(ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR current_setting('celtic.announces_user_changes', true) = 'on' THEN
    RETURN;
  END IF;
  IF octet_length(ids) > 7900 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('celtic_user_changed', ids);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "celtic_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the branch for this event runs, so only the transition tables it names must exist.
  IF TG_OP = 'INSERT' THEN
    PERFORM celtic_notify_user_ids((SELECT string_agg(u::text, ',') FROM (SELECT DISTINCT id AS u FROM new_rows) AS changed));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM celtic_notify_user_ids((SELECT string_agg(u::text, ',')
      FROM (SELECT id AS u FROM new_rows UNION SELECT id FROM old_rows) AS changed));
  ELSE
    PERFORM celtic_notify_user_ids((SELECT string_agg(u::text, ',') FROM (SELECT DISTINCT id AS u FROM old_rows) AS changed));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "celtic_user_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM celtic_notify_user_ids((SELECT string_agg(u::text, ',') FROM (SELECT DISTINCT user_id AS u FROM new_rows) AS changed));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM celtic_notify_user_ids((SELECT string_agg(u::text, ',')
      FROM (SELECT user_id AS u FROM new_rows UNION SELECT user_id FROM old_rows) AS changed));
  ELSE
    PERFORM celtic_notify_user_ids((SELECT string_agg(u::text, ',') FROM (SELECT DISTINCT user_id AS u FROM old_rows) AS changed));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "celtic_everyone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('celtic_user_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_users_changed();--> statement-breakpoint
CREATE TRIGGER "users_notify_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_users_changed();--> statement-breakpoint
CREATE TRIGGER "users_notify_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_users_changed();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "readings_notify_insert" AFTER INSERT ON "readings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "readings_notify_update" AFTER UPDATE ON "readings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "readings_notify_delete" AFTER DELETE ON "readings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "readings_notify_truncate" AFTER TRUNCATE ON "readings"
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_everyone_changed();--> statement-breakpoint
CREATE TRIGGER "compatibility_checks_notify_insert" AFTER INSERT ON "compatibility_checks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "compatibility_checks_notify_update" AFTER UPDATE ON "compatibility_checks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "compatibility_checks_notify_delete" AFTER DELETE ON "compatibility_checks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "compatibility_checks_notify_truncate" AFTER TRUNCATE ON "compatibility_checks"
  FOR EACH STATEMENT EXECUTE FUNCTION celtic_everyone_changed();
