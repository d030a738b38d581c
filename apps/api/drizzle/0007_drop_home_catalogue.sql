DROP TABLE "big_wins" CASCADE;--> statement-breakpoint
DROP TABLE "games" CASCADE;