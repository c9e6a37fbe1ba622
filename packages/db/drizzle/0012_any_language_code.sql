ALTER TABLE "daily_horoscopes" DROP CONSTRAINT "daily_horoscopes_locale_check";--> statement-breakpoint
ALTER TABLE "period_horoscopes" DROP CONSTRAINT "period_horoscopes_locale_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_locale_check";--> statement-breakpoint
ALTER TABLE "daily_horoscopes" ADD CONSTRAINT "daily_horoscopes_locale_check" CHECK ("daily_horoscopes"."locale" ~ '^[a-z]{2}$');--> statement-breakpoint
ALTER TABLE "period_horoscopes" ADD CONSTRAINT "period_horoscopes_locale_check" CHECK ("period_horoscopes"."locale" ~ '^[a-z]{2}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" ~ '^[a-z]{2}$');