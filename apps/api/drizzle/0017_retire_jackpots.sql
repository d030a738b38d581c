ALTER TABLE "jackpot_pools" DROP CONSTRAINT "jackpot_pools_open";--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_retired" CHECK ("jackpot_pools"."state" <> 'retired' or "jackpot_pools"."retired_at" is not null);--> statement-breakpoint
ALTER TABLE "jackpot_pools" ADD CONSTRAINT "jackpot_pools_open" CHECK (("jackpot_pools"."state" = 'open' and "jackpot_pools"."amount" < "jackpot_pools"."drop_point") or "jackpot_pools"."state" in ('dropping', 'retired'));--> statement-breakpoint
-- Retiring a pool (docs/decisions/042): retired_at is set once and never moves; from then on the
-- pool takes no contribution and opens no new cycle; its open cycle still drops (by its deadline),
-- and only that drop, kept in jackpot_drops, takes it to `retired`, which is final.
CREATE OR REPLACE FUNCTION jackpot_pools_guard() RETURNS trigger AS $$
BEGIN
  IF NEW.site_id <> OLD.site_id OR NEW.slug <> OLD.slug OR NEW.cadence <> OLD.cadence
     OR NEW.currency <> OLD.currency OR NEW.contribution_bps <> OLD.contribution_bps
     OR NEW.seed_amount <> OLD.seed_amount OR NEW.must_drop_amount <> OLD.must_drop_amount
     OR NEW.products <> OLD.products THEN
    RAISE EXCEPTION 'jackpot pool %: its published terms are fixed', OLD.slug USING ERRCODE = '23514';
  END IF;
  IF OLD.state = 'retired'
     OR (OLD.retired_at IS NOT NULL AND NEW.retired_at IS DISTINCT FROM OLD.retired_at)
     OR (OLD.retired_at IS NOT NULL AND NEW.cycle = OLD.cycle
         AND (NEW.share_units <> OLD.share_units OR NEW.contributions <> OLD.contributions))
     OR (NEW.retired_at IS NOT NULL AND NEW.cycle <> OLD.cycle) THEN
    RAISE EXCEPTION 'jackpot pool % is retired: no contribution, no new cycle', OLD.slug
      USING ERRCODE = '23514';
  END IF;
  IF NEW.state = 'retired' AND (OLD.state <> 'dropping' OR NEW.cycle <> OLD.cycle
     OR NOT EXISTS (SELECT 1 FROM jackpot_drops WHERE pool_id = OLD.id AND cycle = OLD.cycle)) THEN
    RAISE EXCEPTION 'jackpot pool %: retired only once its last cycle dropped', OLD.slug
      USING ERRCODE = '23514';
  END IF;
  IF NEW.cycle = OLD.cycle THEN
    IF NEW.drop_point <> OLD.drop_point OR NEW.nonce <> OLD.nonce OR NEW.commitment <> OLD.commitment
       OR NEW.started_at <> OLD.started_at OR NEW.deadline <> OLD.deadline
       OR NEW.seed_transaction_id <> OLD.seed_transaction_id
       OR NEW.share_units < OLD.share_units OR NEW.contributions < OLD.contributions
       OR (OLD.state = 'dropping' AND NEW.state NOT IN ('dropping', 'retired')) THEN
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
