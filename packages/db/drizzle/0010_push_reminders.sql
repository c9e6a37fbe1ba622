CREATE TABLE "push_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"local_date" date,
	"time_zone" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "push_sends_subscription_kind_date_key" UNIQUE("subscription_id","kind","local_date"),
	CONSTRAINT "push_sends_kind_check" CHECK ("push_sends"."kind" in ('daily', 'festival', 'moon', 'test')),
	CONSTRAINT "push_sends_outcome_check" CHECK ("push_sends"."outcome" in ('sent', 'gone', 'expired', 'failed')),
	CONSTRAINT "push_sends_local_date_check" CHECK (("push_sends"."kind" = 'test') = ("push_sends"."local_date" is null))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_endpoint_check" CHECK ("push_subscriptions"."endpoint" like 'https://%' and char_length("push_subscriptions"."endpoint") <= 2048),
	CONSTRAINT "push_subscriptions_p256dh_check" CHECK ("push_subscriptions"."p256dh" ~ '^[A-Za-z0-9_-]{80,100}$'),
	CONSTRAINT "push_subscriptions_auth_check" CHECK ("push_subscriptions"."auth" ~ '^[A-Za-z0-9_-]{16,44}$')
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"time" text DEFAULT '08:00' NOT NULL,
	"time_zone" text NOT NULL,
	"festivals" boolean DEFAULT false NOT NULL,
	"moon" boolean DEFAULT false NOT NULL,
	"next_local_date" date,
	"next_due_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_time_check" CHECK ("reminder_settings"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reminder_settings_time_zone_check" CHECK (char_length("reminder_settings"."time_zone") between 1 and 64),
	CONSTRAINT "reminder_settings_next_check" CHECK (("reminder_settings"."next_due_at" is null) = ("reminder_settings"."next_local_date" is null) and ("reminder_settings"."enabled" or "reminder_settings"."next_due_at" is null))
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vapid_keys_single_row_check" CHECK ("vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "push_sends" ADD CONSTRAINT "push_sends_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_sends_due_idx" ON "push_sends" USING btree ("next_attempt_at") WHERE "push_sends"."outcome" is null;--> statement-breakpoint
CREATE INDEX "push_sends_finished_at_idx" ON "push_sends" USING btree ("finished_at") WHERE "push_sends"."outcome" is not null;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_next_due_at_idx" ON "reminder_settings" USING btree ("next_due_at") WHERE "reminder_settings"."next_due_at" is not null;