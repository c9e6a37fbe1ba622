CREATE TABLE "compatibility_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_sign" text NOT NULL,
	"second_sign" text NOT NULL,
	"compatibility_score" integer NOT NULL,
	"compatibility_details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compatibility_checks_first_sign_check" CHECK ("compatibility_checks"."first_sign" in ('Stag', 'Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon', 'Swan', 'Butterfly', 'Wolf')),
	CONSTRAINT "compatibility_checks_second_sign_check" CHECK ("compatibility_checks"."second_sign" in ('Stag', 'Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon', 'Swan', 'Butterfly', 'Wolf')),
	CONSTRAINT "compatibility_checks_score_check" CHECK ("compatibility_checks"."compatibility_score" between 60 and 89),
	CONSTRAINT "compatibility_checks_details_check" CHECK ("compatibility_checks"."compatibility_details" ~ '[^[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "daily_horoscopes" (
	"sign" text NOT NULL,
	"date" date NOT NULL,
	"horoscope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_horoscopes_pkey" PRIMARY KEY("sign","date"),
	CONSTRAINT "daily_horoscopes_sign_check" CHECK ("daily_horoscopes"."sign" in ('Stag', 'Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon', 'Swan', 'Butterfly', 'Wolf')),
	CONSTRAINT "daily_horoscopes_horoscope_check" CHECK (jsonb_typeof("daily_horoscopes"."horoscope") = 'object')
);
--> statement-breakpoint
CREATE TABLE "deleted_users" (
	"firebase_uid" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"zodiac_sign" text NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"reading_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_content_check" CHECK ("readings"."content" ~ '[^[:space:]]' and char_length("readings"."content") <= 10000),
	CONSTRAINT "readings_zodiac_sign_check" CHECK ("readings"."zodiac_sign" in ('Stag', 'Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon', 'Swan', 'Butterfly', 'Wolf'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"firebase_uid" text NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"display_name" text,
	"photo_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"zodiac_sign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('guest', 'user', 'premium', 'admin', 'site_owner')),
	CONSTRAINT "users_zodiac_sign_check" CHECK ("users"."zodiac_sign" in ('Stag', 'Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon', 'Swan', 'Butterfly', 'Wolf'))
);
--> statement-breakpoint
ALTER TABLE "compatibility_checks" ADD CONSTRAINT "compatibility_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compatibility_checks_user_id_id_idx" ON "compatibility_checks" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "readings_user_id_id_idx" ON "readings" USING btree ("user_id","id" DESC NULLS LAST);