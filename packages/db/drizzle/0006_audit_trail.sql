CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"target_id" integer NOT NULL,
	"target_name" text NOT NULL,
	"from_role" text,
	"to_role" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('role_change', 'user_deletion', 'sign_in_raise')),
	CONSTRAINT "audit_log_from_role_check" CHECK ("audit_log"."from_role" in ('guest', 'user', 'premium', 'admin', 'site_owner')),
	CONSTRAINT "audit_log_to_role_check" CHECK ("audit_log"."to_role" in ('guest', 'user', 'premium', 'admin', 'site_owner')),
	CONSTRAINT "audit_log_reason_check" CHECK (char_length("audit_log"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_set_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_target_id_id_idx" ON "audit_log" USING btree ("target_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_id_idx" ON "audit_log" USING btree ("actor_id","id");