ALTER TABLE "cart_lines" ADD COLUMN "next_draw_if_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "left_out" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "moved_from_draw_id" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_moved_from_draw_id_draws_id_fk" FOREIGN KEY ("moved_from_draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;