CREATE TABLE "sports_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text
);
--> statement-breakpoint
CREATE TABLE "sports_desk_state" (
	"producer_id" smallint PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_event_sequences" (
	"event_id" text PRIMARY KEY NOT NULL,
	"producer_id" smallint NOT NULL,
	"sequence" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" text PRIMARY KEY NOT NULL,
	"producer_id" smallint NOT NULL,
	"sport_id" text NOT NULL,
	"tournament_id" text NOT NULL,
	"home_id" text NOT NULL,
	"home_name" text NOT NULL,
	"away_id" text NOT NULL,
	"away_name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"period" text,
	"clock_seconds" integer,
	"home_score" smallint,
	"away_score" smallint,
	"home_red_cards" smallint,
	"away_red_cards" smallint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_market_cancellations" (
	"event_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"specifiers" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"reason" text,
	"settlement_message_id" bigint NOT NULL,
	CONSTRAINT "sports_market_cancellations_event_id_market_id_specifiers_pk" PRIMARY KEY("event_id","market_id","specifiers")
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"event_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"specifiers" text NOT NULL,
	"producer_id" smallint NOT NULL,
	"status" smallint NOT NULL,
	"held_by_watchdog" boolean DEFAULT false NOT NULL,
	"sequence" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_markets_event_id_market_id_specifiers_pk" PRIMARY KEY("event_id","market_id","specifiers"),
	CONSTRAINT "sports_markets_status" CHECK ("sports_markets"."status" between -4 and 1)
);
--> statement-breakpoint
CREATE TABLE "sports_outcome_results" (
	"event_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"specifiers" text NOT NULL,
	"outcome_id" text NOT NULL,
	"result" smallint NOT NULL,
	"void_factor" double precision NOT NULL,
	"dead_heat_factor" double precision NOT NULL,
	"certainty" text NOT NULL,
	"settlement_message_id" bigint NOT NULL,
	CONSTRAINT "sports_outcome_results_event_id_market_id_specifiers_outcome_id_pk" PRIMARY KEY("event_id","market_id","specifiers","outcome_id"),
	CONSTRAINT "sports_outcome_results_result" CHECK ("sports_outcome_results"."result" in (0, 1)),
	CONSTRAINT "sports_outcome_results_factors" CHECK ("sports_outcome_results"."void_factor" between 0 and 1 and "sports_outcome_results"."dead_heat_factor" > 0 and "sports_outcome_results"."dead_heat_factor" <= 1)
);
--> statement-breakpoint
CREATE TABLE "sports_outcomes" (
	"event_id" text NOT NULL,
	"market_id" integer NOT NULL,
	"specifiers" text NOT NULL,
	"outcome_id" text NOT NULL,
	"price_milli" integer NOT NULL,
	"probability" double precision NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_outcomes_event_id_market_id_specifiers_outcome_id_pk" PRIMARY KEY("event_id","market_id","specifiers","outcome_id"),
	CONSTRAINT "sports_outcomes_price" CHECK ("sports_outcomes"."price_milli" >= 1000)
);
--> statement-breakpoint
CREATE TABLE "sports_producers" (
	"id" smallint PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_alive_at" timestamp with time zone,
	"down_since" timestamp with time zone,
	"recovery_request_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_settlement_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_settlement_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"producer_id" smallint NOT NULL,
	"sequence" bigint NOT NULL,
	"kind" text NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_sports" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_categories" ADD CONSTRAINT "sports_categories_sport_id_sports_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_sport_id_sports_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports_sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_tournament_id_sports_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."sports_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_market_cancellations" ADD CONSTRAINT "sports_market_cancellations_settlement_message_id_sports_settlement_messages_id_fk" FOREIGN KEY ("settlement_message_id") REFERENCES "public"."sports_settlement_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_outcome_results" ADD CONSTRAINT "sports_outcome_results_settlement_message_id_sports_settlement_messages_id_fk" FOREIGN KEY ("settlement_message_id") REFERENCES "public"."sports_settlement_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tournaments" ADD CONSTRAINT "sports_tournaments_category_id_sports_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sports_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_fixtures_status_start" ON "sports_fixtures" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "sports_fixtures_tournament" ON "sports_fixtures" USING btree ("tournament_id","start_time");--> statement-breakpoint
CREATE INDEX "sports_markets_producer_active" ON "sports_markets" USING btree ("producer_id") WHERE "sports_markets"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_settlement_messages_event_sequence" ON "sports_settlement_messages" USING btree ("event_id","sequence");--> statement-breakpoint
CREATE INDEX "sports_settlement_messages_unprocessed" ON "sports_settlement_messages" USING btree ("id") WHERE "sports_settlement_messages"."processed_at" is null;