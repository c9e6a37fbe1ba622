-- Weekly, monthly and yearly readings, stored on first request like daily_horoscopes (never rewritten).
CREATE TABLE "period_horoscopes" (
	"sign" text NOT NULL,
	"period" text NOT NULL,
	"horoscope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_horoscopes_pkey" PRIMARY KEY("sign","period"),
	CONSTRAINT "period_horoscopes_sign_check" CHECK ("period_horoscopes"."sign" in ('Stag', 'Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon', 'Swan', 'Butterfly', 'Wolf')),
	CONSTRAINT "period_horoscopes_period_check" CHECK ("period_horoscopes"."period" ~ '^[0-9]{4}(-W[0-9]{2}|-[0-9]{2})?$'),
	CONSTRAINT "period_horoscopes_horoscope_check" CHECK (jsonb_typeof("period_horoscopes"."horoscope") = 'object')
);
