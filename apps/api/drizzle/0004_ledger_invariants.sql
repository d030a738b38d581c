-- Ledger invariants the database enforces, whatever code writes to it.

-- 1. Double entry: the postings of a transaction sum to zero and are at least two, checked once
--    per transaction at commit (deferred, so the postings may follow the transaction row).
CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger AS $$
DECLARE
  total numeric;
  postings integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, postings
    FROM ledger_postings WHERE transaction_id = NEW.id;
  IF total <> 0 OR postings < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced (% postings, sum %)', NEW.id, postings, total
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced
  AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- 2. Postings and transactions are immutable: a correction is a new transaction.
CREATE OR REPLACE FUNCTION ledger_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_immutable();
--> statement-breakpoint
-- 3. A hold settles once: its state leaves 'pending' and never changes again.
CREATE OR REPLACE FUNCTION ledger_hold_settles_once() RETURNS trigger AS $$
BEGIN
  IF OLD.state <> 'pending' THEN
    RAISE EXCEPTION 'hold % is already %', OLD.id, OLD.state USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_settle_once BEFORE UPDATE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_hold_settles_once();
--> statement-breakpoint
-- 4. A transfer in one call: the transaction row (nothing when its idempotency key was used
--    before: NULL is returned), each account's posting, and the balance of every account that
--    keeps one (the CHECK refuses an overdraft). Accounts come sorted by id, so concurrent
--    transfers lock shared rows in one order. PL/pgSQL keeps the statements' plans between calls.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_site integer,
  p_key text,
  p_hash text,
  p_kind text,
  p_user uuid,
  p_reference jsonb,
  p_accounts bigint[],
  p_amounts bigint[],
  p_keeps boolean[]
) RETURNS bigint AS $$
DECLARE
  tx_id bigint;
  kept bigint;
BEGIN
  INSERT INTO ledger_transactions (site_id, idempotency_key, request_hash, kind, user_id, reference)
    VALUES (p_site, p_key, p_hash, p_kind, p_user, p_reference)
    ON CONFLICT (site_id, idempotency_key) DO NOTHING
    RETURNING id INTO tx_id;
  IF tx_id IS NULL THEN
    RETURN NULL;
  END IF;
  FOR i IN 1 .. array_length(p_accounts, 1) LOOP
    kept := NULL;
    -- Only accounts that keep a balance are touched: operator accounts are never a hot row.
    IF p_keeps[i] THEN
      UPDATE ledger_accounts SET balance = balance + p_amounts[i]
        WHERE id = p_accounts[i] AND balance IS NOT NULL
        RETURNING balance INTO kept;
    END IF;
    INSERT INTO ledger_postings (transaction_id, account_id, amount, balance_after)
      VALUES (tx_id, p_accounts[i], p_amounts[i], kept);
  END LOOP;
  RETURN tx_id;
END;
$$ LANGUAGE plpgsql;
