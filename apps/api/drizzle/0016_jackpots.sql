CREATE TABLE "jackpot_drops" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_drops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"pool_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"seed_amount" bigint NOT NULL,
	"must_drop_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"contributions" integer NOT NULL,
	"drop_point" bigint NOT NULL,
	"nonce" text NOT NULL,
	"commitment" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"dropped_at" timestamp with time zone NOT NULL,
	"winner_user_id" uuid NOT NULL,
	"winner_name" text NOT NULL,
	"winning_round_id" text NOT NULL,
	"winning_game" text NOT NULL,
	"win_cash" bigint NOT NULL,
	"win_promo" bigint NOT NULL,
	"seed_transaction_id" bigint NOT NULL,
	"win_transaction_id" bigint NOT NULL,
	CONSTRAINT "jackpot_drops_reason" CHECK ("jackpot_drops"."reason" in ('point', 'deadline')),
	CONSTRAINT "jackpot_drops_range" CHECK ("jackpot_drops"."drop_point" > "jackpot_drops"."seed_amount" and "jackpot_drops"."drop_point" <= "jackpot_drops"."must_drop_amount"),
	CONSTRAINT "jackpot_drops_commitment" CHECK ("jackpot_drops"."nonce" ~ '^[0-9a-f]{64}$' and "jackpot_drops"."commitment" = encode(sha256(convert_to("jackpot_drops"."drop_point"::text || "jackpot_drops"."nonce", 'UTF8')), 'hex')),
	CONSTRAINT "jackpot_drops_paid" CHECK ("jackpot_drops"."amount" >= "jackpot_drops"."seed_amount" and "jackpot_drops"."win_cash" >= 0 and "jackpot_drops"."win_promo" >= 0 and "jackpot_drops"."win_cash" + "jackpot_drops"."win_promo" = "jackpot_drops"."amount"),
	CONSTRAINT "jackpot_drops_reached" CHECK (("jackpot_drops"."reason" = 'point') = ("jackpot_drops"."amount" >= "jackpot_drops"."drop_point"))
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jackpot_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"cadence" text NOT NULL,
	"currency" text NOT NULL,
	"contribution_bps" integer NOT NULL,
	"seed_amount" bigint NOT NULL,
	"must_drop_amount" bigint NOT NULL,
	"products" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"share_units" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"contributions" integer DEFAULT 0 NOT NULL,
	"drop_point" bigint NOT NULL,
	"nonce" text NOT NULL,
	"commitment" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"seed_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_pools_slug" CHECK ("jackpot_pools"."slug" ~ '^[a-z0-9-]{1,60}$'),
	CONSTRAINT "jackpot_pools_cadence" CHECK ("jackpot_pools"."cadence" in ('hourly', 'daily')),
	CONSTRAINT "jackpot_pools_share" CHECK ("jackpot_pools"."contribution_bps" between 1 and 10000),
	CONSTRAINT "jackpot_pools_terms" CHECK ("jackpot_pools"."seed_amount" > 0 and "jackpot_pools"."must_drop_amount" > "jackpot_pools"."seed_amount" and "jackpot_pools"."must_drop_amount" <= 1000000000000),
	CONSTRAINT "jackpot_pools_products" CHECK (cardinality("jackpot_pools"."products") > 0 and "jackpot_pools"."products" <@ array['slots', 'crash', 'sports']),
	CONSTRAINT "jackpot_pools_amount" CHECK ("jackpot_pools"."share_units" >= 0 and "jackpot_pools"."amount" = "jackpot_pools"."seed_amount" + "jackpot_pools"."share_units" / 10000),
	CONSTRAINT "jackpot_pools_range" CHECK ("jackpot_pools"."drop_point" > "jackpot_pools"."seed_amount" and "jackpot_pools"."drop_point" <= "jackpot_pools"."must_drop_amount"),
	CONSTRAINT "jackpot_pools_commitment" CHECK ("jackpot_pools"."nonce" ~ '^[0-9a-f]{64}$' and "jackpot_pools"."commitment" = encode(sha256(convert_to("jackpot_pools"."drop_point"::text || "jackpot_pools"."nonce", 'UTF8')), 'hex')),
	CONSTRAINT "jackpot_pools_open" CHECK (("jackpot_pools"."state" = 'open' and "jackpot_pools"."amount" < "jackpot_pools"."drop_point") or "jackpot_pools"."state" = 'dropping')
);
--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_pool_id_jackpot_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."jackpot_pools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_seed_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("seed_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_win_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("win_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_seed_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("seed_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_drops_pool_cycle" ON "jackpot_drops" USING btree ("pool_id","cycle");--> statement-breakpoint
CREATE INDEX "jackpot_drops_winner" ON "jackpot_drops" USING btree ("winner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_pools_site_slug" ON "jackpot_pools" USING btree ("site_id","slug");--> statement-breakpoint
-- A pool's terms never change, nor its open cycle's commitment; its amount only grows within a
-- cycle; a new cycle opens only from a drop whose reveal is kept (jackpot_drops) first.
CREATE OR REPLACE FUNCTION jackpot_pools_guard() RETURNS trigger AS $$
BEGIN
  IF NEW.site_id <> OLD.site_id OR NEW.slug <> OLD.slug OR NEW.cadence <> OLD.cadence
     OR NEW.currency <> OLD.currency OR NEW.contribution_bps <> OLD.contribution_bps
     OR NEW.seed_amount <> OLD.seed_amount OR NEW.must_drop_amount <> OLD.must_drop_amount
     OR NEW.products <> OLD.products THEN
    RAISE EXCEPTION 'jackpot pool %: its published terms are fixed', OLD.slug USING ERRCODE = '23514';
  END IF;
  IF NEW.cycle = OLD.cycle THEN
    IF NEW.drop_point <> OLD.drop_point OR NEW.nonce <> OLD.nonce OR NEW.commitment <> OLD.commitment
       OR NEW.started_at <> OLD.started_at OR NEW.deadline <> OLD.deadline
       OR NEW.seed_transaction_id <> OLD.seed_transaction_id
       OR NEW.share_units < OLD.share_units OR NEW.contributions < OLD.contributions
       OR (OLD.state = 'dropping' AND NEW.state <> 'dropping') THEN
      RAISE EXCEPTION 'jackpot pool %: cycle % only grows until it drops', OLD.slug, OLD.cycle
        USING ERRCODE = '23514';
    END IF;
  ELSIF NEW.cycle <> OLD.cycle + 1 OR OLD.state <> 'dropping' OR NEW.state <> 'open'
        OR NEW.share_units <> 0 OR NEW.contributions <> 0
        OR NOT EXISTS (SELECT 1 FROM jackpot_drops WHERE pool_id = OLD.id AND cycle = OLD.cycle) THEN
    RAISE EXCEPTION 'jackpot pool %: cycle % opens only after cycle % dropped', OLD.slug, NEW.cycle, OLD.cycle
      USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jackpot_pools_guard BEFORE UPDATE ON jackpot_pools
  FOR EACH ROW EXECUTE FUNCTION jackpot_pools_guard();
--> statement-breakpoint
-- A drop is paid and the next cycle opened in the transaction that found it: none commits halfway.
CREATE OR REPLACE FUNCTION jackpot_pools_not_dropping() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM jackpot_pools WHERE id = NEW.id AND state = 'dropping') THEN
    RAISE EXCEPTION 'jackpot pool % dropped without opening its next cycle', NEW.slug USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jackpot_pools_not_dropping
  AFTER UPDATE ON jackpot_pools
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.state = 'dropping') EXECUTE FUNCTION jackpot_pools_not_dropping();
--> statement-breakpoint
CREATE TRIGGER jackpot_pools_no_delete BEFORE DELETE ON jackpot_pools
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER jackpot_drops_immutable BEFORE UPDATE OR DELETE ON jackpot_drops
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
