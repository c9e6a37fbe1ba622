ALTER TABLE "readings" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "period" text;--> statement-breakpoint
CREATE INDEX "compatibility_checks_user_pair_id_idx" ON "compatibility_checks" USING btree ("user_id",least("first_sign", "second_sign"),greatest("first_sign", "second_sign"),"id");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_user_sign_kind_period_key" UNIQUE("user_id","zodiac_sign","kind","period");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_kind_check" CHECK ("readings"."kind" in ('day', 'week', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_period_check" CHECK (("readings"."kind" is null) = ("readings"."period" is null) and ("readings"."kind" is null or "readings"."period" ~ (case "readings"."kind"
        when 'day' then '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' when 'week' then '^[0-9]{4}-W[0-9]{2}$'
        when 'month' then '^[0-9]{4}-[0-9]{2}$' else '^[0-9]{4}$' end)));