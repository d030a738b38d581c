CREATE TABLE "fica_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "fica_cases_status" CHECK ("fica_cases"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "fica_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"case_id" uuid,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fica_documents_type" CHECK ("fica_documents"."type" in ('identity_document', 'proof_of_address', 'selfie'))
);
--> statement-breakpoint
CREATE TABLE "fica_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"site_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"reviewer_id" uuid,
	"reviewer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"promotion_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_category" CHECK ("notifications"."category" in ('marketing', 'service'))
);
--> statement-breakpoint
CREATE TABLE "promotion_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"credit" text NOT NULL,
	"currency" text NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"grant_transaction_id" bigint,
	"settled_amount" bigint,
	"settle_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promotion_grants_once" UNIQUE("promotion_id","user_id"),
	CONSTRAINT "promotion_grants_state" CHECK ("promotion_grants"."state" in ('granted', 'active', 'converted', 'forfeited')),
	CONSTRAINT "promotion_grants_amount_positive" CHECK ("promotion_grants"."amount" > 0),
	CONSTRAINT "promotion_grants_wagered_not_negative" CHECK ("promotion_grants"."wagered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"image" text NOT NULL,
	"credit" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint,
	"percent" smallint,
	"cap" bigint,
	"min_deposit" bigint,
	"wagering_multiplier" smallint DEFAULT 0 NOT NULL,
	"valid_days" smallint DEFAULT 30 NOT NULL,
	"eligibility" text DEFAULT 'all' NOT NULL,
	"audience" text DEFAULT 'public' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_site_slug" UNIQUE("site_id","slug"),
	CONSTRAINT "promotions_type" CHECK ("promotions"."type" in ('welcome', 'deposit_bonus', 'free_credit', 'retention')),
	CONSTRAINT "promotions_credit" CHECK ("promotions"."credit" in ('cash', 'promo')),
	CONSTRAINT "promotions_amount_or_percent" CHECK (("promotions"."amount" > 0 and "promotions"."percent" is null) or ("promotions"."amount" is null and "promotions"."percent" between 1 and 500 and "promotions"."cap" > 0)),
	CONSTRAINT "promotions_wagering_promo_only" CHECK ("promotions"."wagering_multiplier" = 0 or "promotions"."credit" = 'promo')
);
--> statement-breakpoint
CREATE TABLE "retention_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"promotion_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "retention_offers_once" UNIQUE("promotion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "push_contacts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_contacts_key" UNIQUE("contact_key")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_site_code" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" integer NOT NULL,
	"referrer_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reward_amount" bigint,
	"currency" text,
	"credit" text,
	"payment_id" uuid,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "referrals_friend" UNIQUE("friend_id"),
	CONSTRAINT "referrals_status" CHECK ("referrals"."status" in ('pending', 'paid', 'withheld', 'not_qualified')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."friend_id")
);
--> statement-breakpoint
CREATE TABLE "player_exclusions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_exclusions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"requested_by" text DEFAULT 'player' NOT NULL,
	"session_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_exclusions_kind" CHECK ("player_exclusions"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "player_exclusions_ends_after_start" CHECK ("player_exclusions"."ends_at" > "player_exclusions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "reality_check_acknowledgements" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_minutes" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "play_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "play_block_kind" text;--> statement-breakpoint
ALTER TABLE "fica_cases" ADD CONSTRAINT "fica_cases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_cases" ADD CONSTRAINT "fica_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_documents" ADD CONSTRAINT "fica_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_documents" ADD CONSTRAINT "fica_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_documents" ADD CONSTRAINT "fica_documents_case_id_fica_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."fica_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_reviews" ADD CONSTRAINT "fica_reviews_case_id_fica_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."fica_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_reviews" ADD CONSTRAINT "fica_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fica_reviews" ADD CONSTRAINT "fica_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_grant_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("grant_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_grants" ADD CONSTRAINT "promotion_grants_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_contacts" ADD CONSTRAINT "push_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_acknowledgements" ADD CONSTRAINT "reality_check_acknowledgements_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fica_cases_site_status" ON "fica_cases" USING btree ("site_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "fica_cases_user" ON "fica_cases" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fica_cases_one_pending" ON "fica_cases" USING btree ("user_id") WHERE "fica_cases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fica_documents_case" ON "fica_documents" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fica_documents_one_draft" ON "fica_documents" USING btree ("user_id","type") WHERE "fica_documents"."case_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "fica_reviews_one_per_case" ON "fica_reviews" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_grants_one_active" ON "promotion_grants" USING btree ("user_id") WHERE "promotion_grants"."state" = 'active';--> statement-breakpoint
CREATE INDEX "promotion_grants_user" ON "promotion_grants" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_grants_expiring" ON "promotion_grants" USING btree ("expires_at") WHERE "promotion_grants"."state" = 'active';--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_exclusions_user" ON "player_exclusions" USING btree ("user_id","created_at" DESC NULLS LAST);