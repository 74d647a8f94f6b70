-- Issue 23: customers, credit (utang) with collection receipts, loyalty points and marketing with consent.
-- The customer ledger and the points ledger are append-only: a correction is a new row. The one change
-- allowed is moving rows to another customer when two records of one person are merged (the rows, their
-- amounts and dates stay as they were; the merge is audited).
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_no" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"kind" text DEFAULT 'individual' NOT NULL,
	"first_name" text,
	"last_name" text,
	"business_name" text,
	"display_name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"province" text,
	"zip_code" text,
	"country" text DEFAULT 'Philippines' NOT NULL,
	"tin" text,
	"registered_address" text,
	"farm_location" text,
	"raises" text,
	"senior_pwd_kind" text,
	"senior_pwd_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"credit_limit_centavos" bigint DEFAULT 0 NOT NULL,
	"credit_terms_days" integer DEFAULT 30 NOT NULL,
	"harvest_month" smallint,
	"consent_sms" boolean DEFAULT false NOT NULL,
	"consent_email" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"privacy_notice_version" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"merged_into_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_kind" CHECK ("customers"."kind" IN ('individual', 'business')),
	CONSTRAINT "customers_senior_pwd_kind" CHECK ("customers"."senior_pwd_kind" IS NULL OR "customers"."senior_pwd_kind" IN ('senior', 'pwd')),
	CONSTRAINT "customers_credit_limit" CHECK ("customers"."credit_limit_centavos" >= 0),
	CONSTRAINT "customers_terms" CHECK ("customers"."credit_terms_days" BETWEEN 0 AND 366),
	CONSTRAINT "customers_harvest_month" CHECK ("customers"."harvest_month" IS NULL OR "customers"."harvest_month" BETWEEN 1 AND 12),
	CONSTRAINT "customers_merged_inactive" CHECK ("customers"."merged_into_id" IS NULL OR NOT "customers"."is_active")
);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_customer_no" ON "customers" USING btree ("customer_no");--> statement-breakpoint
-- The digits of the phone (09171234567 and +63 917 123 4567 are one number) for lookup at the counter.
CREATE INDEX "customers_phone_digits" ON "customers" USING btree ((right(regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'), 10)));--> statement-breakpoint
CREATE INDEX "customers_senior_pwd_id" ON "customers" USING btree ("senior_pwd_id") WHERE "senior_pwd_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_display_name" ON "customers" USING btree ("display_name");--> statement-breakpoint
-- What a customer search looks in: the name first, then phone, e-mail, TIN, ID number, farm and tags,
-- accent-folded (fbms_search_fold of 0011), kept by a trigger like the products' search text.
CREATE OR REPLACE FUNCTION fbms_customers_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := fbms_search_fold(concat_ws(' ', NEW.display_name, NEW.first_name, NEW.last_name,
    NEW.business_name, NEW.phone, regexp_replace(coalesce(NEW.phone, ''), '[^0-9]', '', 'g'), NEW.email,
    NEW.tin, NEW.senior_pwd_id, NEW.city, NEW.farm_location, NEW.raises, array_to_string(NEW.tags, ' ')));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER customers_search_text BEFORE INSERT OR UPDATE ON customers
  FOR EACH ROW EXECUTE FUNCTION fbms_customers_search_text();--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_search_text_prefix" ON "customers" USING btree (left("search_text", 100) text_pattern_ops);--> statement-breakpoint

-- Sales name their customer (a charge sale must); a charge invoice carries its due date.
ALTER TABLE "sales" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
CREATE INDEX "sales_customer" ON "sales" USING btree ("customer_id", "created_at") WHERE "customer_id" IS NOT NULL;--> statement-breakpoint

-- Collection receipts: a customer's payment on account, numbered CR-YYYYMM-NNNN without gaps.
CREATE TABLE "collection_receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"bank" text,
	"check_number" text,
	"check_date" date,
	"terminal_id" uuid,
	"shift_id" uuid,
	"status" text DEFAULT 'valid' NOT NULL,
	"bounced_at" timestamp with time zone,
	"bounced_by" text,
	"bounce_reason" text,
	"notes" text,
	"request_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_receipts_amount" CHECK ("collection_receipts"."amount_centavos" > 0),
	CONSTRAINT "collection_receipts_status" CHECK ("collection_receipts"."status" IN ('valid', 'bounced')),
	CONSTRAINT "collection_receipts_bounce" CHECK ("collection_receipts"."status" = 'valid' OR ("collection_receipts"."method" = 'check' AND "collection_receipts"."bounced_at" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "collection_receipts" ADD CONSTRAINT "collection_receipts_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
ALTER TABLE "collection_receipts" ADD CONSTRAINT "collection_receipts_terminal_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "collection_receipts" ADD CONSTRAINT "collection_receipts_shift_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
ALTER TABLE "collection_receipts" ADD CONSTRAINT "collection_receipts_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "collection_receipts" ADD CONSTRAINT "collection_receipts_bounced_by_fk" FOREIGN KEY ("bounced_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_receipts_no" ON "collection_receipts" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "collection_receipts_customer" ON "collection_receipts" USING btree ("customer_id", "business_date");--> statement-breakpoint
CREATE INDEX "collection_receipts_shift" ON "collection_receipts" USING btree ("shift_id") WHERE "shift_id" IS NOT NULL;--> statement-breakpoint

-- The customer ledger (module customer-transactions): what a customer owes, one signed row per document.
-- amount > 0 the customer owes more (charge invoice, bounced check, adjustment up); amount < 0 less
-- (payment, void or return of a charge sale, store credit from a refund). The balance is the sum.
CREATE TABLE "customer_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_no" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"customer_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"due_date" date,
	"sale_id" uuid,
	"return_id" uuid,
	"receipt_id" uuid,
	"reference" text NOT NULL,
	"memo" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_ledger_kind" CHECK ("customer_ledger"."kind" IN ('charge', 'payment', 'void', 'return', 'store_credit', 'credit_used', 'bounce', 'adjustment')),
	CONSTRAINT "customer_ledger_amount" CHECK ("customer_ledger"."amount_centavos" <> 0),
	CONSTRAINT "customer_ledger_sign" CHECK (
		("customer_ledger"."kind" IN ('charge', 'bounce', 'credit_used') AND "customer_ledger"."amount_centavos" > 0)
		OR ("customer_ledger"."kind" IN ('payment', 'void', 'return', 'store_credit') AND "customer_ledger"."amount_centavos" < 0)
		OR "customer_ledger"."kind" = 'adjustment')
);--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
-- Deferred: a charge sale writes its ledger row before its last statement writes the sale.
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_sale_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_receipt_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."collection_receipts"("id");--> statement-breakpoint
ALTER TABLE "customer_ledger" ADD CONSTRAINT "customer_ledger_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_entry_no" ON "customer_ledger" USING btree ("entry_no");--> statement-breakpoint
CREATE INDEX "customer_ledger_customer" ON "customer_ledger" USING btree ("customer_id", "entry_date", "entry_no");--> statement-breakpoint
-- One charge and one void per sale, one row per receipt and kind, one row per return: a retry cannot
-- post a document twice.
CREATE UNIQUE INDEX "customer_ledger_sale_once" ON "customer_ledger" USING btree ("sale_id", "kind") WHERE "sale_id" IS NOT NULL AND "return_id" IS NULL AND "kind" IN ('charge', 'void', 'credit_used');--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_receipt_once" ON "customer_ledger" USING btree ("receipt_id", "kind") WHERE "receipt_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ledger_return_once" ON "customer_ledger" USING btree ("return_id", "kind") WHERE "return_id" IS NOT NULL;--> statement-breakpoint

-- Which credit (payment, void, return, store credit) settled which debit (charge, bounce, credit used),
-- and how much: a debit's open amount is its amount less what was applied to it. A bounced check's
-- applications are undone by rows of the opposite sign.
CREATE TABLE "customer_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"credit_entry_id" uuid NOT NULL,
	"debit_entry_id" uuid NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_allocations_amount" CHECK ("customer_allocations"."amount_centavos" <> 0)
);--> statement-breakpoint
ALTER TABLE "customer_allocations" ADD CONSTRAINT "customer_allocations_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
ALTER TABLE "customer_allocations" ADD CONSTRAINT "customer_allocations_credit_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."customer_ledger"("id");--> statement-breakpoint
ALTER TABLE "customer_allocations" ADD CONSTRAINT "customer_allocations_debit_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."customer_ledger"("id");--> statement-breakpoint
CREATE INDEX "customer_allocations_debit" ON "customer_allocations" USING btree ("debit_entry_id");--> statement-breakpoint
CREATE INDEX "customer_allocations_credit" ON "customer_allocations" USING btree ("credit_entry_id");--> statement-breakpoint
CREATE INDEX "customer_allocations_customer" ON "customer_allocations" USING btree ("customer_id");--> statement-breakpoint

-- Loyalty points: earned on a sale, redeemed as a tender, reversed by a void or a return, expired.
CREATE TABLE "loyalty_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_no" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"customer_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"expires_on" date,
	"sale_id" uuid,
	"return_id" uuid,
	"memo" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_kind" CHECK ("loyalty_ledger"."kind" IN ('earn', 'redeem', 'reverse', 'expire', 'adjust')),
	CONSTRAINT "loyalty_ledger_points" CHECK ("loyalty_ledger"."points" <> 0)
);--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_sale_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_customer" ON "loyalty_ledger" USING btree ("customer_id", "entry_date", "entry_no");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_sale_once" ON "loyalty_ledger" USING btree ("sale_id", "kind") WHERE "sale_id" IS NOT NULL AND "return_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_return_once" ON "loyalty_ledger" USING btree ("return_id", "kind") WHERE "return_id" IS NOT NULL;--> statement-breakpoint

-- Consent to marketing messages per channel, as given or withdrawn (Data Privacy Act): append-only.
CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text,
	"source" text NOT NULL,
	"recorded_by" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_channel" CHECK ("consent_events"."channel" IN ('sms', 'email'))
);--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE INDEX "consent_events_customer" ON "consent_events" USING btree ("customer_id", "at");--> statement-breakpoint

CREATE TABLE "marketing_segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rule" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "marketing_segments" ADD CONSTRAINT "marketing_segments_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_segments_name" ON "marketing_segments" USING btree (lower("name"));--> statement-breakpoint

CREATE TABLE "marketing_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"segment_id" uuid,
	"rule" jsonb NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "marketing_campaigns_channel" CHECK ("marketing_campaigns"."channel" IN ('sms', 'email')),
	CONSTRAINT "marketing_campaigns_status" CHECK ("marketing_campaigns"."status" IN ('draft', 'sending', 'sent'))
);--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_segment_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."marketing_segments"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_sent_by_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id");--> statement-breakpoint

CREATE TABLE "marketing_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"recipient" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_messages_status" CHECK ("marketing_messages"."status" IN ('queued', 'sent', 'failed', 'opted_out'))
);--> statement-breakpoint
ALTER TABLE "marketing_messages" ADD CONSTRAINT "marketing_messages_campaign_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."marketing_campaigns"("id");--> statement-breakpoint
ALTER TABLE "marketing_messages" ADD CONSTRAINT "marketing_messages_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_messages_once" ON "marketing_messages" USING btree ("campaign_id", "customer_id");--> statement-breakpoint

-- The store's rules for credit, loyalty and marketing (customer_controls), read by the server only.
ALTER TABLE "system_settings" ADD COLUMN "customer_controls" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint

-- Append-only ledgers: no delete, no truncate; an update may only move a row to another customer (merge).
CREATE OR REPLACE FUNCTION fbms_ledger_reparent_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'customer_id') = (to_jsonb(OLD) - 'customer_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'append-only table %: rows are never changed or deleted', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER customer_ledger_append_only BEFORE UPDATE OR DELETE ON customer_ledger
  FOR EACH ROW EXECUTE FUNCTION fbms_ledger_reparent_only();--> statement-breakpoint
CREATE TRIGGER customer_ledger_no_truncate BEFORE TRUNCATE ON customer_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER customer_allocations_append_only BEFORE UPDATE OR DELETE ON customer_allocations
  FOR EACH ROW EXECUTE FUNCTION fbms_ledger_reparent_only();--> statement-breakpoint
CREATE TRIGGER customer_allocations_no_truncate BEFORE TRUNCATE ON customer_allocations
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER loyalty_ledger_append_only BEFORE UPDATE OR DELETE ON loyalty_ledger
  FOR EACH ROW EXECUTE FUNCTION fbms_ledger_reparent_only();--> statement-breakpoint
CREATE TRIGGER loyalty_ledger_no_truncate BEFORE TRUNCATE ON loyalty_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER consent_events_append_only BEFORE UPDATE OR DELETE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION fbms_ledger_reparent_only();--> statement-breakpoint
CREATE TRIGGER consent_events_no_truncate BEFORE TRUNCATE ON consent_events
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();
