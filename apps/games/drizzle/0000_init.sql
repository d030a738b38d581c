CREATE TABLE "games" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider_id" text NOT NULL,
	"category" text NOT NULL,
	"rtp" text NOT NULL,
	"volatility" text NOT NULL,
	"lines" text NOT NULL,
	"description" text NOT NULL,
	"art_from" text NOT NULL,
	"art_to" text NOT NULL,
	"playable" boolean DEFAULT false NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"bet_unit" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_rtp" CHECK ("games"."rtp" ~ '^[0-9]{1,3}\.[0-9]{2}$'),
	CONSTRAINT "games_volatility" CHECK ("games"."volatility" in ('low', 'medium', 'high')),
	CONSTRAINT "games_bet_unit" CHECK ("games"."bet_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_games" (
	"operator_id" text NOT NULL,
	"game_slug" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bets" jsonb NOT NULL,
	CONSTRAINT "operator_games_operator_id_game_slug_pk" PRIMARY KEY("operator_id","game_slug")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"in_house" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"wallet_url" text,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_currency" CHECK ("operators"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"game_slug" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"token" text,
	"token_hash" text,
	"currency" text NOT NULL,
	"fun_balance" bigint,
	"last_spin_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_mode" CHECK ("game_sessions"."mode" in ('real', 'fun')),
	CONSTRAINT "game_sessions_real_or_fun" CHECK (("game_sessions"."mode" = 'real' and "game_sessions"."player_id" is not null and "game_sessions"."token" is not null and "game_sessions"."fun_balance" is null)
        or ("game_sessions"."mode" = 'fun' and "game_sessions"."player_id" is null and "game_sessions"."token" is null and "game_sessions"."fun_balance" >= 0))
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"operator_id" text NOT NULL,
	"game_slug" text NOT NULL,
	"mode" text NOT NULL,
	"player_id" text,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"status" text NOT NULL,
	"seed_pair_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"balance" bigint,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_seed_nonce" UNIQUE("seed_pair_id","nonce"),
	CONSTRAINT "rounds_amounts" CHECK ("rounds"."bet" > 0 and "rounds"."win" >= 0),
	CONSTRAINT "rounds_status" CHECK ("rounds"."status" in ('betting', 'paying', 'rolling_back', 'settled', 'rolled_back', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "seed_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" text NOT NULL,
	"owner_key" text NOT NULL,
	"game_slug" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seed_pairs_nonce" CHECK ("seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_calls" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"operator_id" text NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_calls_kind" CHECK ("wallet_calls"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "wallet_calls_status" CHECK ("wallet_calls"."status" in ('pending', 'acknowledged', 'refused', 'abandoned', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_games" ADD CONSTRAINT "operator_games_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_games" ADD CONSTRAINT "operator_games_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_pairs" ADD CONSTRAINT "seed_pairs_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD CONSTRAINT "wallet_calls_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD CONSTRAINT "wallet_calls_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rounds_unfinished" ON "rounds" USING btree ("created_at") WHERE "rounds"."status" in ('betting', 'paying', 'rolling_back');--> statement-breakpoint
CREATE INDEX "rounds_operator_created" ON "rounds" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "rounds_session" ON "rounds" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active" ON "seed_pairs" USING btree ("operator_id","owner_key","game_slug") WHERE "seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_calls_due" ON "wallet_calls" USING btree ("next_attempt_at") WHERE "wallet_calls"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wallet_calls_round" ON "wallet_calls" USING btree ("round_id");