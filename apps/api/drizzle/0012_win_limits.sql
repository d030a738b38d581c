CREATE TABLE "enabled_games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enabled_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"product" text NOT NULL,
	"game" text NOT NULL,
	"max_win_multiplier" numeric(14, 4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enabled_games_product" CHECK ("enabled_games"."product" in ('slots', 'crash', 'sports')),
	CONSTRAINT "enabled_games_multiplier" CHECK ("enabled_games"."max_win_multiplier" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enabled_games" ADD CONSTRAINT "enabled_games_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enabled_games_site_game" ON "enabled_games" USING btree ("site_id","game");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_within_max" CHECK ("ledger_accounts"."balance" is null or "ledger_accounts"."balance" <= 100000000000000);