-- Stored readings are kept per language (rows stored before there was a choice are English), and the language a
-- person chose is kept with the account so it follows them to every device (null: none chosen).
ALTER TABLE "daily_horoscopes" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "period_horoscopes" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "daily_horoscopes" DROP CONSTRAINT "daily_horoscopes_pkey";
--> statement-breakpoint
ALTER TABLE "daily_horoscopes" ADD CONSTRAINT "daily_horoscopes_pkey" PRIMARY KEY("sign","date","locale");--> statement-breakpoint
ALTER TABLE "period_horoscopes" DROP CONSTRAINT "period_horoscopes_pkey";
--> statement-breakpoint
ALTER TABLE "period_horoscopes" ADD CONSTRAINT "period_horoscopes_pkey" PRIMARY KEY("sign","period","locale");--> statement-breakpoint
ALTER TABLE "daily_horoscopes" ADD CONSTRAINT "daily_horoscopes_locale_check" CHECK ("daily_horoscopes"."locale" in ('en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "period_horoscopes" ADD CONSTRAINT "period_horoscopes_locale_check" CHECK ("period_horoscopes"."locale" in ('en', 'es', 'de'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'es', 'de'));