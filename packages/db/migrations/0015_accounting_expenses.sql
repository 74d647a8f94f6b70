-- Issue 22: the general ledger (chart of accounts, journal entries and lines, monthly periods) and expenses.
-- The ledger is append-only: an entry is never edited after posting, a correction is a reversing entry.
-- Every entry balances (debits = credits = its total, at least two lines), checked by the database at
-- commit (a deferred constraint trigger), not only by the code that posts.
CREATE TABLE "gl_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"normal_balance" text NOT NULL,
	"cash_flow" text NOT NULL,
	"key" text,
	"terminal_id" uuid,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gl_accounts_type" CHECK ("gl_accounts"."type" IN ('asset', 'liability', 'equity', 'revenue', 'cost_of_sales', 'expense')),
	CONSTRAINT "gl_accounts_normal_balance" CHECK ("gl_accounts"."normal_balance" IN ('debit', 'credit')),
	CONSTRAINT "gl_accounts_cash_flow" CHECK ("gl_accounts"."cash_flow" IN ('cash', 'operating', 'investing', 'financing', 'none')),
	CONSTRAINT "gl_accounts_code" CHECK ("gl_accounts"."code" ~ '^[0-9]{4,6}$')
);--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "gl_accounts_code_unique" ON "gl_accounts" USING btree ("code");--> statement-breakpoint
-- One account per posting key, and per terminal for the keys kept per terminal (cash on hand).
CREATE UNIQUE INDEX "gl_accounts_key_terminal" ON "gl_accounts" USING btree ("key", coalesce("terminal_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "key" IS NOT NULL;--> statement-breakpoint

CREATE TABLE "accounting_periods" (
	"month" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"reopened_by" text,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	CONSTRAINT "accounting_periods_month" CHECK (extract(day from "accounting_periods"."month") = 1),
	CONSTRAINT "accounting_periods_status" CHECK ("accounting_periods"."status" IN ('open', 'closed'))
);--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id");--> statement-breakpoint

CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_no" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"entry_date" date NOT NULL,
	"document_date" date NOT NULL,
	"late_note" text,
	"memo" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"source_number" text,
	"reverses_entry_id" uuid,
	"total_centavos" bigint NOT NULL,
	"posted_by" text,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_total" CHECK ("journal_entries"."total_centavos" > 0),
	CONSTRAINT "journal_entries_dates" CHECK ("journal_entries"."entry_date" >= "journal_entries"."document_date")
);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_no" ON "journal_entries" USING btree ("entry_no");--> statement-breakpoint
-- A document posts once (the backfill and a retried request rely on it); a reversal names its entry.
CREATE UNIQUE INDEX "journal_entries_source" ON "journal_entries" USING btree ("source_type", "source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses" ON "journal_entries" USING btree ("reverses_entry_id") WHERE "reverses_entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_entries_date" ON "journal_entries" USING btree ("entry_date", "entry_no");--> statement-breakpoint

CREATE TABLE "journal_lines" (
	"entry_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"debit_centavos" bigint DEFAULT 0 NOT NULL,
	"credit_centavos" bigint DEFAULT 0 NOT NULL,
	"memo" text,
	CONSTRAINT "journal_lines_pk" PRIMARY KEY ("entry_id", "line_no"),
	CONSTRAINT "journal_lines_amounts" CHECK ("journal_lines"."debit_centavos" >= 0 AND "journal_lines"."credit_centavos" >= 0 AND ("journal_lines"."debit_centavos" > 0) <> ("journal_lines"."credit_centavos" > 0))
);--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date" ON "journal_lines" USING btree ("account_id", "entry_date");--> statement-breakpoint
CREATE INDEX "journal_lines_date" ON "journal_lines" USING btree ("entry_date") INCLUDE ("account_id", "debit_centavos", "credit_centavos");--> statement-breakpoint

-- The balance rule, at commit: each entry has two lines or more, its debits equal its credits and its
-- total, and its lines carry its date.
CREATE OR REPLACE FUNCTION fbms_check_journal_entry(eid uuid) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  d bigint; c bigint; n integer; t bigint; bad integer;
BEGIN
  SELECT total_centavos INTO t FROM journal_entries WHERE id = eid;
  SELECT coalesce(sum(l.debit_centavos), 0), coalesce(sum(l.credit_centavos), 0), count(*),
         count(*) FILTER (WHERE l.entry_date <> e.entry_date)
    INTO d, c, n, bad
    FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE l.entry_id = eid;
  IF n < 2 OR d <> c OR d <> t OR bad > 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance (% lines, debits %, credits %, total %)', eid, n, d, c, t
      USING ERRCODE = '23514';
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fbms_journal_entry_balanced() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fbms_check_journal_entry(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fbms_journal_line_balanced() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fbms_check_journal_entry(NEW.entry_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fbms_journal_entry_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fbms_journal_line_balanced();--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "expense_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"bir_classification" text NOT NULL,
	"account_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "expense_categories" ADD CONSTRAINT "expense_categories_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gl_accounts"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_name" ON "expense_categories" USING btree (lower("name"));--> statement-breakpoint

CREATE TABLE "recurring_expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"vendor_name" text,
	"vendor_tin" text,
	"amount_centavos" bigint NOT NULL,
	"input_vat_centavos" bigint DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"interval" text NOT NULL,
	"next_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_expenses_amount" CHECK ("recurring_expenses"."amount_centavos" > 0 AND "recurring_expenses"."input_vat_centavos" >= 0 AND "recurring_expenses"."input_vat_centavos" * 112 <= "recurring_expenses"."amount_centavos" * 12),
	CONSTRAINT "recurring_expenses_interval" CHECK ("recurring_expenses"."interval" IN ('weekly', 'monthly', 'quarterly', 'yearly'))
);--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id");--> statement-breakpoint
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint

CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"expense_date" date NOT NULL,
	"vendor_name" text,
	"vendor_tin" text,
	"amount_centavos" bigint NOT NULL,
	"input_vat_centavos" bigint DEFAULT 0 NOT NULL,
	"withholding_atc" text,
	"withholding_rate_bp" integer,
	"withholding_centavos" bigint DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"terminal_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text,
	"recurring_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"paid_by" text,
	"paid_at" timestamp with time zone,
	"rejected_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amounts" CHECK ("expenses"."amount_centavos" > 0 AND "expenses"."input_vat_centavos" >= 0 AND "expenses"."input_vat_centavos" * 112 <= "expenses"."amount_centavos" * 12 AND "expenses"."withholding_centavos" >= 0 AND "expenses"."withholding_centavos" + "expenses"."input_vat_centavos" < "expenses"."amount_centavos"),
	CONSTRAINT "expenses_status" CHECK ("expenses"."status" IN ('draft', 'submitted', 'approved', 'paid', 'rejected')),
	CONSTRAINT "expenses_payment_method" CHECK ("expenses"."payment_method" IN ('cash_drawer', 'cash_safe', 'bank', 'gcash'))
);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_terminal_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_expenses"("id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_number" ON "expenses" USING btree ("number");--> statement-breakpoint
CREATE INDEX "expenses_date" ON "expenses" USING btree ("expense_date");--> statement-breakpoint
CREATE INDEX "expenses_status_date" ON "expenses" USING btree ("status", "expense_date");--> statement-breakpoint
-- A recurring expense proposes itself once per date.
CREATE UNIQUE INDEX "expenses_recurring_date" ON "expenses" USING btree ("recurring_id", "expense_date") WHERE "recurring_id" IS NOT NULL;--> statement-breakpoint

CREATE TABLE "expense_attachments" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"uploaded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_expense_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id");--> statement-breakpoint

ALTER TABLE "system_settings" ADD COLUMN "expense_controls" jsonb DEFAULT '{}'::jsonb NOT NULL;
