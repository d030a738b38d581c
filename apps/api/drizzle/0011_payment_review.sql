ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
CREATE INDEX "payments_review" ON "payments" USING btree ("site_id","created_at") WHERE "payments"."status" = 'review';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'review', 'success', 'failed', 'canceled'));