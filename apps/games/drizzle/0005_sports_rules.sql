CREATE TABLE "sports_betting_rules" (
	"operator_id" text PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"site_max_win_per_bet" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_betting_rules_site_max" CHECK ("sports_betting_rules"."site_max_win_per_bet" is null or "sports_betting_rules"."site_max_win_per_bet" > 0)
);
--> statement-breakpoint
ALTER TABLE "sports_betting_rules" ADD CONSTRAINT "sports_betting_rules_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;