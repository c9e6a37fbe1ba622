CREATE TABLE "status_days" (
	"day" date PRIMARY KEY NOT NULL,
	"minutes_up" integer NOT NULL,
	"minutes_push_late" integer NOT NULL,
	"first_minute" timestamp with time zone NOT NULL,
	CONSTRAINT "status_days_minutes_check" CHECK ("status_days"."minutes_up" between 0 and 1440),
	CONSTRAINT "status_days_push_late_check" CHECK ("status_days"."minutes_push_late" between 0 and "status_days"."minutes_up")
);
--> statement-breakpoint
CREATE TABLE "status_minutes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"push_late" boolean NOT NULL
);
