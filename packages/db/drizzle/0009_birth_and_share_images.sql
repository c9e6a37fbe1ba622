CREATE TABLE "user_births" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_births_date_check" CHECK ("user_births"."date" >= '1900-01-01'),
	CONSTRAINT "user_births_time_check" CHECK ("user_births"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "user_births_time_zone_check" CHECK (char_length("user_births"."time_zone") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "share_images" (
	"path" text PRIMARY KEY NOT NULL,
	"png" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_images_path_check" CHECK ("share_images"."path" ~ '^/share/' and char_length("share_images"."path") <= 200),
	CONSTRAINT "share_images_png_check" CHECK (octet_length("share_images"."png") between 1 and 2000000)
);
--> statement-breakpoint
ALTER TABLE "user_births" ADD CONSTRAINT "user_births_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;