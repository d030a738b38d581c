CREATE TABLE "virtual_races" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"commitment" text NOT NULL,
	"server_seed" text NOT NULL,
	"entropy" text,
	"status" text NOT NULL,
	"runners" jsonb NOT NULL,
	"finish_order" jsonb,
	"times_ms" jsonb,
	"bet_ids" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "virtual_races_status_check" CHECK ("virtual_races"."status" in ('open', 'closing', 'playing', 'settled', 'void'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_races_sequence" ON "virtual_races" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "virtual_races_status" ON "virtual_races" USING btree ("status","closes_at");