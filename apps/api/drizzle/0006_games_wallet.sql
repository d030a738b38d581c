CREATE TABLE "game_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"game_name" text NOT NULL,
	"product" text DEFAULT 'casino' NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"stake_cash" bigint DEFAULT 0 NOT NULL,
	"stake_promo" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"win_cash" bigint DEFAULT 0 NOT NULL,
	"win_promo" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"rolled_back" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in ('open', 'won', 'lost', 'cancelled')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."stake" = "game_rounds"."stake_cash" + "game_rounds"."stake_promo" and "game_rounds"."win" = "game_rounds"."win_cash" + "game_rounds"."win_promo" and "game_rounds"."refunded" between 0 and "game_rounds"."stake")
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"game" text NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"cash_amount" bigint DEFAULT 0 NOT NULL,
	"promo_amount" bigint DEFAULT 0 NOT NULL,
	"reference_transaction_id" text,
	"token_hash" text,
	"request_hash" text,
	"answer" jsonb,
	"ledger_transaction_id" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_transactions_kind" CHECK ("game_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "game_transactions_status" CHECK ("game_transactions"."status" in ('pending', 'applied', 'refused', 'rolled_back', 'blocked')),
	CONSTRAINT "game_transactions_amounts" CHECK ("game_transactions"."amount" >= 0 and "game_transactions"."cash_amount" >= 0 and "game_transactions"."promo_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_site_round" ON "game_rounds" USING btree ("site_id","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user" ON "game_rounds" USING btree ("user_id","placed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_site_transaction" ON "game_transactions" USING btree ("site_id","transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round" ON "game_transactions" USING btree ("site_id","round_id");