ALTER TABLE "sports_jackpot_rounds" DROP CONSTRAINT "sports_jackpot_rounds_status";--> statement-breakpoint
DROP INDEX "sports_jackpot_tickets_round";--> statement-breakpoint
ALTER TABLE "sports_jackpot_rounds" ADD COLUMN "window_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_jackpot_rounds" ADD COLUMN "cancelled_fixture_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_jackpot_rounds" ADD COLUMN "beacon_round" integer;--> statement-breakpoint
CREATE INDEX "sports_jackpot_tickets_round" ON "sports_jackpot_tickets" USING btree ("round_id","state","id");--> statement-breakpoint
ALTER TABLE "sports_jackpot_rounds" ADD CONSTRAINT "sports_jackpot_rounds_status" CHECK ("sports_jackpot_rounds"."status" in ('open', 'closed', 'settling', 'settled'));