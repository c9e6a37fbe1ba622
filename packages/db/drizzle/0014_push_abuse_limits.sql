CREATE TABLE "push_test_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "push_subscriptions_user_id_idx";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "push_test_requests" ADD CONSTRAINT "push_test_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_test_requests_user_id_idx" ON "push_test_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id","last_seen_at");