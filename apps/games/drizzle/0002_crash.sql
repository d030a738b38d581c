CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"operator_id" text NOT NULL,
	"player_id" text NOT NULL,
	"session_id" text NOT NULL,
	"slot" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"auto_cash_out" integer,
	"max_multiplier" integer,
	"state" text NOT NULL,
	"cash_out_multiplier" integer,
	"cash_out_kind" text,
	"cashed_out_at" timestamp with time zone,
	"payout" bigint,
	"refund_reason" text,
	"refusal" text,
	"placed_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"balance" bigint,
	CONSTRAINT "crash_bets_slot" CHECK ("crash_bets"."slot" in (1, 2)),
	CONSTRAINT "crash_bets_amount" CHECK ("crash_bets"."amount" > 0),
	CONSTRAINT "crash_bets_state" CHECK ("crash_bets"."state" in ('placing', 'active', 'cashed_out', 'lost', 'refunded', 'refused')),
	CONSTRAINT "crash_bets_multipliers" CHECK (("crash_bets"."auto_cash_out" is null or "crash_bets"."auto_cash_out" >= 101) and ("crash_bets"."max_multiplier" is null or "crash_bets"."max_multiplier" >= 101)),
	CONSTRAINT "crash_bets_cash_out" CHECK (("crash_bets"."state" = 'cashed_out') = ("crash_bets"."cash_out_multiplier" is not null and "crash_bets"."cash_out_kind" is not null
        and "crash_bets"."cashed_out_at" is not null and "crash_bets"."payout" is not null)),
	CONSTRAINT "crash_bets_payout" CHECK ("crash_bets"."cash_out_multiplier" is null or ("crash_bets"."cash_out_multiplier" >= 101
        and ("crash_bets"."max_multiplier" is null or "crash_bets"."cash_out_multiplier" <= "crash_bets"."max_multiplier")
        and "crash_bets"."payout" = "crash_bets"."amount" * "crash_bets"."cash_out_multiplier" / 100
        and "crash_bets"."cash_out_kind" in ('manual', 'auto', 'max_profit', 'max_multiplier'))),
	CONSTRAINT "crash_bets_refund" CHECK (("crash_bets"."state" = 'refunded') = ("crash_bets"."refund_reason" is not null)),
	CONSTRAINT "crash_bets_refusal" CHECK (("crash_bets"."state" = 'refused') = ("crash_bets"."refusal" is not null))
);
--> statement-breakpoint
CREATE TABLE "crash_chain_checkpoints" (
	"chain_id" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "crash_chain_checkpoints_chain_id_position_pk" PRIMARY KEY("chain_id","position"),
	CONSTRAINT "crash_chain_checkpoints_position" CHECK ("crash_chain_checkpoints"."position" > 0)
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"length" integer NOT NULL,
	"checkpoint_every" integer NOT NULL,
	"first_round" integer NOT NULL,
	"state" text NOT NULL,
	"terminating_hash" text,
	"salt_source" text NOT NULL,
	"salt" text,
	"created_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"salt_fixed_at" timestamp with time zone,
	CONSTRAINT "crash_chains_shape" CHECK ("crash_chains"."length" > 0 and "crash_chains"."checkpoint_every" > 0 and "crash_chains"."first_round" > 0),
	CONSTRAINT "crash_chains_state" CHECK (("crash_chains"."state" = 'generating' and "crash_chains"."terminating_hash" is null and "crash_chains"."published_at" is null and "crash_chains"."salt" is null)
        or ("crash_chains"."state" = 'published' and "crash_chains"."terminating_hash" is not null and "crash_chains"."published_at" is not null)),
	CONSTRAINT "crash_chains_salt_after_publication" CHECK (("crash_chains"."salt" is null) = ("crash_chains"."salt_fixed_at" is null) and ("crash_chains"."salt_fixed_at" is null or "crash_chains"."salt_fixed_at" >= "crash_chains"."published_at"))
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" integer PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"chain_position" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" bigint NOT NULL,
	"state" text NOT NULL,
	"betting_ends_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"crash_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cash_out_caps" jsonb,
	"interrupted" boolean DEFAULT false NOT NULL,
	"max_profit_hit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_rounds_crash_point" CHECK ("crash_rounds"."crash_point" >= 100),
	CONSTRAINT "crash_rounds_state" CHECK (("crash_rounds"."state" = 'queued' and "crash_rounds"."betting_ends_at" is null and "crash_rounds"."started_at" is null)
        or ("crash_rounds"."state" = 'betting' and "crash_rounds"."betting_ends_at" is not null and "crash_rounds"."started_at" is null)
        or ("crash_rounds"."state" = 'running' and "crash_rounds"."started_at" is not null and "crash_rounds"."crash_at" >= "crash_rounds"."started_at" and "crash_rounds"."ended_at" is null)
        or ("crash_rounds"."state" = 'crashed' and "crash_rounds"."started_at" is not null and "crash_rounds"."ended_at" >= "crash_rounds"."started_at" and "crash_rounds"."ended_at" <= "crash_rounds"."crash_at")),
	CONSTRAINT "crash_rounds_interrupted" CHECK (not "crash_rounds"."interrupted" or "crash_rounds"."state" = 'crashed')
);
--> statement-breakpoint
ALTER TABLE "wallet_calls" DROP CONSTRAINT "wallet_calls_round_id_rounds_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD COLUMN "product" text DEFAULT 'slots' NOT NULL;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chain_checkpoints" ADD CONSTRAINT "crash_chain_checkpoints_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_player_slot" ON "crash_bets" USING btree ("round_id","operator_id","player_id","slot") WHERE "crash_bets"."state" in ('placing', 'active', 'cashed_out', 'lost');--> statement-breakpoint
CREATE INDEX "crash_bets_round_state" ON "crash_bets" USING btree ("round_id","state");--> statement-breakpoint
CREATE INDEX "crash_bets_player" ON "crash_bets" USING btree ("operator_id","player_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_position" ON "crash_rounds" USING btree ("chain_id","chain_position");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_one_per_state" ON "crash_rounds" USING btree ("state") WHERE "crash_rounds"."state" <> 'crashed';--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD CONSTRAINT "wallet_calls_product" CHECK ("wallet_calls"."product" in ('slots', 'crash'));--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the database itself refuses a bet moving
-- other than forward, a second cash-out, and a cash-out outside its round's run (before its start,
-- after its crash time or the end of an interrupted round, or above its crash point).
CREATE FUNCTION "crash_bets_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  round "crash_rounds"%ROWTYPE;
BEGIN
  IF OLD."cash_out_multiplier" IS NOT NULL AND (
    NEW."cash_out_multiplier" IS DISTINCT FROM OLD."cash_out_multiplier"
    OR NEW."cashed_out_at" IS DISTINCT FROM OLD."cashed_out_at"
    OR NEW."payout" IS DISTINCT FROM OLD."payout"
  ) THEN
    RAISE EXCEPTION 'crash bet % is already cashed out', OLD."id" USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."state" <> OLD."state" AND NOT (
    (OLD."state" = 'placing' AND NEW."state" IN ('active', 'refused', 'refunded'))
    OR (OLD."state" = 'active' AND NEW."state" IN ('cashed_out', 'lost', 'refunded'))
  ) THEN
    RAISE EXCEPTION 'crash bet % cannot go from % to %', OLD."id", OLD."state", NEW."state"
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."state" = 'cashed_out' AND OLD."state" = 'active' THEN
    SELECT * INTO round FROM "crash_rounds" WHERE "id" = NEW."round_id";
    IF round."started_at" IS NULL
      OR NEW."cashed_out_at" < round."started_at"
      OR NEW."cashed_out_at" > round."crash_at"
      -- A cash-out by hand must be received before the crash time; the runner's may fall on it
      -- (a curve that jumps past an auto cash-out and the crash point in the same millisecond).
      OR (NEW."cashed_out_at" = round."crash_at" AND NEW."cash_out_kind" = 'manual')
      OR (round."ended_at" IS NOT NULL AND NEW."cashed_out_at" > round."ended_at")
      OR NEW."cash_out_multiplier" > round."crash_point"
    THEN
      RAISE EXCEPTION 'crash bet % cashed out outside its round''s run', NEW."id" USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "crash_bets_guard" BEFORE UPDATE ON "crash_bets" FOR EACH ROW EXECUTE FUNCTION "crash_bets_guard"();
