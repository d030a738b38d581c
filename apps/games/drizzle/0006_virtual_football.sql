CREATE TABLE "virtual_match_days" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"season" integer NOT NULL,
	"match_day" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"commitment" text NOT NULL,
	"server_seed" text NOT NULL,
	"entropy" text,
	"status" text NOT NULL,
	"fixtures" jsonb NOT NULL,
	"outcomes" jsonb,
	"bet_ids" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "virtual_match_days_status_check" CHECK ("virtual_match_days"."status" in ('open', 'closing', 'playing', 'settled', 'void'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_match_days_sequence" ON "virtual_match_days" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "virtual_match_days_status" ON "virtual_match_days" USING btree ("status","closes_at");