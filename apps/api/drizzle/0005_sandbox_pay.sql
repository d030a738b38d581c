CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"merchant_name" text NOT NULL,
	"return_url" text,
	"notify_url" text NOT NULL,
	"phone" text,
	"code_hash" text,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"destination" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"due_status" text,
	"due_reason" text,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_charges_reference" UNIQUE("merchant_id","kind","reference"),
	CONSTRAINT "sandbox_charges_amount_positive" CHECK ("sandbox_charges"."amount" > 0),
	CONSTRAINT "sandbox_charges_status" CHECK ("sandbox_charges"."status" in ('requires_payment', 'requires_confirmation', 'processing', 'succeeded', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_webhook_events_charge_type" UNIQUE("charge_id","type")
);
--> statement-breakpoint
ALTER TABLE "sandbox_webhook_events" ADD CONSTRAINT "sandbox_webhook_events_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_charges_due" ON "sandbox_charges" USING btree ("due_at") WHERE "sandbox_charges"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_webhook_events_due" ON "sandbox_webhook_events" USING btree ("next_attempt_at") WHERE "sandbox_webhook_events"."next_attempt_at" is not null;