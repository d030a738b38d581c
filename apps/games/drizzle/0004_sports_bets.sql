CREATE TABLE "sports_bet_legs" (
	"bet_id" uuid NOT NULL,
	"leg" smallint NOT NULL,
	"event_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"specifiers" text NOT NULL,
	"outcome_id" text NOT NULL,
	"asked_price_milli" integer NOT NULL,
	"accepted_price_milli" integer NOT NULL,
	"live" boolean NOT NULL,
	"settled_result" text,
	"settled_void_factor" double precision,
	"settled_dead_heat_factor" double precision,
	CONSTRAINT "sports_bet_legs_bet_id_leg_pk" PRIMARY KEY("bet_id","leg"),
	CONSTRAINT "sports_bet_legs_prices" CHECK ("sports_bet_legs"."asked_price_milli" >= 1000 and "sports_bet_legs"."accepted_price_milli" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"player_id" text NOT NULL,
	"session_id" text NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"bet_type" text NOT NULL,
	"system_name" text,
	"sizes" jsonb NOT NULL,
	"bankers" jsonb NOT NULL,
	"placed_unit_stake" bigint NOT NULL,
	"unit_stake" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"price_change" text NOT NULL,
	"booking_code" text,
	"state" text NOT NULL,
	"refusal" text,
	"version" integer DEFAULT 0 NOT NULL,
	"payout" bigint,
	"bonus" bigint,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"auto_cash_out_at" bigint,
	"balance" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_state" CHECK ("sports_bets"."state" in ('placing', 'open', 'refused', 'rolled_back', 'resulted', 'settled', 'cashed_out')),
	CONSTRAINT "sports_bets_stakes" CHECK ("sports_bets"."unit_stake" > 0 and "sports_bets"."unit_stake" <= "sports_bets"."placed_unit_stake" and "sports_bets"."total_stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sports_booking_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"selections" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_cash_out_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bet_id" uuid NOT NULL,
	"bet_version" integer NOT NULL,
	"offer" bigint NOT NULL,
	"fair_value" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_calls" DROP CONSTRAINT "wallet_calls_product";--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_booking_codes" ADD CONSTRAINT "sports_booking_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_cash_out_quotes" ADD CONSTRAINT "sports_cash_out_quotes_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_market" ON "sports_bet_legs" USING btree ("event_id","market_id","specifiers");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_request" ON "sports_bets" USING btree ("operator_id","player_id","request_id");--> statement-breakpoint
CREATE INDEX "sports_bets_player" ON "sports_bets" USING btree ("operator_id","player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_open" ON "sports_bets" USING btree ("state") WHERE "sports_bets"."state" in ('open', 'resulted');--> statement-breakpoint
CREATE INDEX "sports_cash_out_quotes_bet" ON "sports_cash_out_quotes" USING btree ("bet_id");--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD CONSTRAINT "wallet_calls_product" CHECK ("wallet_calls"."product" in ('slots', 'crash', 'sports'));