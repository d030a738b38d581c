CREATE TABLE "player_spin_starts" (
	"operator_id" text NOT NULL,
	"player_id" text NOT NULL,
	"last_spin_started_at" timestamp with time zone NOT NULL,
	"last_session_id" text NOT NULL,
	CONSTRAINT "player_spin_starts_operator_id_player_id_pk" PRIMARY KEY("operator_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "game_sessions" DROP CONSTRAINT "game_sessions_real_or_fun";--> statement-breakpoint
ALTER TABLE "player_spin_starts" ADD CONSTRAINT "player_spin_starts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_real_or_fun" CHECK (("game_sessions"."mode" = 'real' and "game_sessions"."player_id" is not null and "game_sessions"."token_hash" is not null and "game_sessions"."fun_balance" is null)
        or ("game_sessions"."mode" = 'fun' and "game_sessions"."player_id" is null and "game_sessions"."token_hash" is null and "game_sessions"."fun_balance" >= 0));