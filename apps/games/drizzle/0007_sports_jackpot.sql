CREATE TABLE "sports_jackpot_pools" (
	"round_id" uuid NOT NULL,
	"operator_id" text NOT NULL,
	"currency" text NOT NULL,
	"pool_in" bigint DEFAULT 0 NOT NULL,
	"sales" bigint,
	"sales_share" bigint,
	"prizes_paid" bigint,
	"rollover_out" bigint,
	"tier_results" jsonb,
	CONSTRAINT "sports_jackpot_pools_round_id_operator_id_pk" PRIMARY KEY("round_id","operator_id")
);
--> statement-breakpoint
CREATE TABLE "sports_jackpot_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"fixture_ids" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"pool_share_bp" integer NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_lines" integer NOT NULL,
	"commitment" text NOT NULL,
	"server_seed" text NOT NULL,
	"entropy" text,
	"draw_weights" jsonb,
	"results" jsonb,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_jackpot_rounds_status" CHECK ("sports_jackpot_rounds"."status" in ('open', 'closed', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "sports_jackpot_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"operator_id" text NOT NULL,
	"player_id" text NOT NULL,
	"session_id" text NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"picks" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"line_price" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"state" text NOT NULL,
	"refusal" text,
	"best_correct" smallint,
	"lines_by_correct" jsonb,
	"payout" bigint,
	"balance" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_jackpot_tickets_state" CHECK ("sports_jackpot_tickets"."state" in ('placing', 'open', 'refused', 'rolled_back', 'settling', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "wallet_calls" DROP CONSTRAINT "wallet_calls_product";--> statement-breakpoint
ALTER TABLE "sports_jackpot_pools" ADD CONSTRAINT "sports_jackpot_pools_round_id_sports_jackpot_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."sports_jackpot_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_jackpot_pools" ADD CONSTRAINT "sports_jackpot_pools_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_jackpot_tickets" ADD CONSTRAINT "sports_jackpot_tickets_round_id_sports_jackpot_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."sports_jackpot_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_jackpot_tickets" ADD CONSTRAINT "sports_jackpot_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_jackpot_rounds_number" ON "sports_jackpot_rounds" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_jackpot_rounds_one_running" ON "sports_jackpot_rounds" USING btree ((true)) WHERE "sports_jackpot_rounds"."status" <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "sports_jackpot_tickets_request" ON "sports_jackpot_tickets" USING btree ("operator_id","player_id","request_id");--> statement-breakpoint
CREATE INDEX "sports_jackpot_tickets_round" ON "sports_jackpot_tickets" USING btree ("round_id","state");--> statement-breakpoint
CREATE INDEX "sports_jackpot_tickets_player" ON "sports_jackpot_tickets" USING btree ("operator_id","player_id","placed_at");--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD CONSTRAINT "wallet_calls_product" CHECK ("wallet_calls"."product" in ('slots', 'crash', 'sports', 'sports_jackpot'));