-- Roles a site owner set by hand belong to the person's verified e-mail address, so they survive deletion and
-- re-creation of the account.
CREATE TABLE "hand_set_roles" (
	"email" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hand_set_roles_role_check" CHECK ("hand_set_roles"."role" in ('guest', 'user', 'premium', 'admin', 'site_owner')),
	CONSTRAINT "hand_set_roles_email_check" CHECK ("hand_set_roles"."email" = lower("hand_set_roles"."email") and "hand_set_roles"."email" like '%@%')
);
--> statement-breakpoint
-- Roles already set by hand on accounts with an address: kept for the person. Whether those addresses were
-- verified was never recorded; a site owner set these roles knowingly, so they are kept as set.
INSERT INTO "hand_set_roles" ("email", "role")
	SELECT DISTINCT ON (lower("email")) lower("email"), "role" FROM "users"
	WHERE "role_set_by_hand" AND "email" LIKE '%@%' ORDER BY lower("email"), "id" DESC;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The idempotency store kept a copy of each row it answered, which outlived the row's deletion. It keeps only the
-- row's id now; the stored keys (at most a day's) are dropped rather than converted.
DELETE FROM "idempotency_keys";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_answer_check";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "answer";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "row_id" integer NOT NULL;
--> statement-breakpoint
-- The audit trail is append-only: no statement may change or remove a row, whoever runs it.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
