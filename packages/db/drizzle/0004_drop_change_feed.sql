-- The change feed of 0002 is gone: no server keeps a copy of users' data to invalidate. Every signed-in request
-- reads the caller's row with its data in one statement, so nothing needs to hear of a change.
DROP TRIGGER IF EXISTS "users_notify_insert" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_notify_update" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_notify_delete" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_notify_truncate" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "readings_notify_insert" ON "readings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "readings_notify_update" ON "readings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "readings_notify_delete" ON "readings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "readings_notify_truncate" ON "readings";--> statement-breakpoint
DROP TRIGGER IF EXISTS "compatibility_checks_notify_insert" ON "compatibility_checks";--> statement-breakpoint
DROP TRIGGER IF EXISTS "compatibility_checks_notify_update" ON "compatibility_checks";--> statement-breakpoint
DROP TRIGGER IF EXISTS "compatibility_checks_notify_delete" ON "compatibility_checks";--> statement-breakpoint
DROP TRIGGER IF EXISTS "compatibility_checks_notify_truncate" ON "compatibility_checks";--> statement-breakpoint
DROP FUNCTION IF EXISTS "celtic_users_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "celtic_user_rows_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "celtic_everyone_changed"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "celtic_notify_user_ids"(text);
