CREATE TABLE "cart_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"draw_id" bigint NOT NULL,
	"selection" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"stake_per_line" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_positive" CHECK ("cart_lines"."lines" > 0 and "cart_lines"."stake_per_line" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"total_stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"game" text NOT NULL,
	"sequence" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"numbers" smallint[],
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_status" CHECK ("draws"."status" in ('open', 'closed', 'drawn', 'settled')),
	CONSTRAINT "draws_game" CHECK ("draws"."game" in ('lucky5', 'lucky4', 'lucky3', 'number')),
	CONSTRAINT "draws_times" CHECK ("draws"."opens_at" <= "draws"."closes_at" and "draws"."closes_at" < "draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"draw_id" bigint NOT NULL,
	"checkout_id" bigint NOT NULL,
	"game" text NOT NULL,
	"selection" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"stake_per_line" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"stake_cash" bigint NOT NULL,
	"stake_promo" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winning_lines" integer DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"stake_transaction_id" bigint NOT NULL,
	"payout_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "tickets_amounts" CHECK ("tickets"."lines" > 0 and "tickets"."stake_per_line" > 0 and "tickets"."total_stake" = "tickets"."lines" * "tickets"."stake_per_line" and "tickets"."stake_cash" + "tickets"."stake_promo" = "tickets"."total_stake" and "tickets"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_stake_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("stake_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_payout_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payout_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_user" ON "cart_lines" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_user_key" ON "checkouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_site_game_draw_at" ON "draws" USING btree ("site_id","game","draw_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_site_game_sequence" ON "draws" USING btree ("site_id","game","sequence");--> statement-breakpoint
CREATE INDEX "draws_status_draw_at" ON "draws" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "tickets_draw_status" ON "tickets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "tickets_open_by_draw" ON "tickets" USING btree ("draw_id","id") WHERE "tickets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tickets_user_created" ON "tickets" USING btree ("user_id","created_at");