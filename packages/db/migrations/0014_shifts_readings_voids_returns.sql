-- Issue 21: cashier shifts, cash slips, X and Z readings, voids, returns and the e-journal.
-- Every series below is per terminal and gap-free: its next number lives on the terminal row and is taken
-- inside the document's transaction (a failed document gives it back), like the invoice series.
ALTER TABLE "terminals" ADD COLUMN "business_date" date;--> statement-breakpoint
UPDATE "terminals" SET "business_date" = (now() AT TIME ZONE 'Asia/Manila')::date;--> statement-breakpoint
ALTER TABLE "terminals" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ALTER COLUMN "business_date" SET DEFAULT ((now() AT TIME ZONE 'Asia/Manila')::date);--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "day_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "open_shift_id" uuid;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "next_shift_no" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "next_void_no" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "next_return_no" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "next_slip_no" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "next_x_no" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "z_counter" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "reset_counter" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "grand_total_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_series" CHECK ("terminals"."next_shift_no" >= 1 AND "terminals"."next_void_no" >= 1 AND "terminals"."next_return_no" >= 1 AND "terminals"."next_slip_no" >= 1 AND "terminals"."next_x_no" >= 1 AND "terminals"."z_counter" >= 0 AND "terminals"."reset_counter" >= 0 AND "terminals"."grand_total_centavos" >= 0);--> statement-breakpoint
-- A terminal that sold today before the upgrade has an open day (its Z-reading is due before tomorrow's sales).
UPDATE "terminals" t SET "day_open" = EXISTS (SELECT 1 FROM "sales" s WHERE s."terminal_id" = t."id"
  AND (s."created_at" AT TIME ZONE 'Asia/Manila')::date = t."business_date");--> statement-breakpoint

CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terminal_id" uuid NOT NULL,
	"shift_no" bigint NOT NULL,
	"cashier_id" text NOT NULL,
	"business_date" date NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_fund_centavos" bigint NOT NULL,
	"opening_count" jsonb,
	"handed_over_from" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"declared_count" jsonb,
	"declared" jsonb,
	"expected" jsonb,
	"declared_cash_centavos" bigint,
	"expected_cash_centavos" bigint,
	"short_over_centavos" bigint,
	"approved_by" text,
	"close_note" text,
	CONSTRAINT "shifts_fund" CHECK ("shifts"."opening_fund_centavos" >= 0),
	CONSTRAINT "shifts_closed_whole" CHECK (("shifts"."closed_at" IS NULL) = ("shifts"."declared_cash_centavos" IS NULL)
	  AND ("shifts"."closed_at" IS NULL) = ("shifts"."expected_cash_centavos" IS NULL)
	  AND ("shifts"."closed_at" IS NULL) = ("shifts"."short_over_centavos" IS NULL)
	  AND ("shifts"."closed_at" IS NULL) = ("shifts"."closed_by" IS NULL))
);--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_handed_over_from_fk" FOREIGN KEY ("handed_over_from") REFERENCES "public"."shifts"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_terminal_no" ON "shifts" USING btree ("terminal_id","shift_no");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open" ON "shifts" USING btree ("terminal_id") WHERE "shifts"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "shifts_terminal_date" ON "shifts" USING btree ("terminal_id","business_date");--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_open_shift_id_shifts_id_fk" FOREIGN KEY ("open_shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
-- A closed shift is final: its count and short/over never change; it is never deleted.
CREATE OR REPLACE FUNCTION fbms_shift_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'a closed shift is final (%.%)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER shifts_final BEFORE UPDATE OR DELETE ON shifts
  FOR EACH ROW EXECUTE FUNCTION fbms_shift_final();--> statement-breakpoint
CREATE TRIGGER shifts_no_truncate BEFORE TRUNCATE ON shifts
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

ALTER TABLE "sales" ADD COLUMN "business_date" date;--> statement-breakpoint
UPDATE "sales" SET "business_date" = ("created_at" AT TIME ZONE 'Asia/Manila')::date;--> statement-breakpoint
ALTER TABLE "sales" ALTER COLUMN "business_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
CREATE INDEX "sales_terminal_business_date" ON "sales" USING btree ("terminal_id","business_date");--> statement-breakpoint
CREATE INDEX "sales_shift" ON "sales" USING btree ("shift_id");--> statement-breakpoint

CREATE TABLE "cash_slips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terminal_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"slip_no" bigint NOT NULL,
	"business_date" date NOT NULL,
	"kind" text NOT NULL,
	"reason_kind" text NOT NULL,
	"reason" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"created_by" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_slips_kind" CHECK ("cash_slips"."kind" IN ('cash_in', 'cash_out')),
	CONSTRAINT "cash_slips_reason_kind" CHECK ("cash_slips"."reason_kind" IN ('float', 'pickup', 'payout', 'withdrawal', 'other')),
	CONSTRAINT "cash_slips_amount" CHECK ("cash_slips"."amount_centavos" > 0)
);--> statement-breakpoint
ALTER TABLE "cash_slips" ADD CONSTRAINT "cash_slips_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "cash_slips" ADD CONSTRAINT "cash_slips_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
ALTER TABLE "cash_slips" ADD CONSTRAINT "cash_slips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "cash_slips" ADD CONSTRAINT "cash_slips_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_slips_terminal_no" ON "cash_slips" USING btree ("terminal_id","slip_no");--> statement-breakpoint
CREATE INDEX "cash_slips_shift" ON "cash_slips" USING btree ("shift_id");--> statement-breakpoint
CREATE TRIGGER cash_slips_append_only BEFORE UPDATE OR DELETE ON cash_slips
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER cash_slips_no_truncate BEFORE TRUNCATE ON cash_slips
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "sale_voids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sale_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"void_no" bigint NOT NULL,
	"shift_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"reason" text NOT NULL,
	"voided_by" text NOT NULL,
	"approved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id");--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "sale_voids" ADD CONSTRAINT "sale_voids_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_voids_sale" ON "sale_voids" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_voids_terminal_no" ON "sale_voids" USING btree ("terminal_id","void_no");--> statement-breakpoint
CREATE INDEX "sale_voids_terminal_date" ON "sale_voids" USING btree ("terminal_id","business_date");--> statement-breakpoint
CREATE TRIGGER sale_voids_append_only BEFORE UPDATE OR DELETE ON sale_voids
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_voids_no_truncate BEFORE TRUNCATE ON sale_voids
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "sale_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sale_id" uuid NOT NULL,
	"terminal_id" uuid NOT NULL,
	"return_no" bigint NOT NULL,
	"shift_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"reason" text NOT NULL,
	"refund_method" text NOT NULL,
	"gross_centavos" bigint NOT NULL,
	"promo_centavos" bigint NOT NULL,
	"bnpc_centavos" bigint NOT NULL,
	"sc_pwd_centavos" bigint NOT NULL,
	"vat_removed_centavos" bigint NOT NULL,
	"vatable_sales_centavos" bigint NOT NULL,
	"vat_centavos" bigint NOT NULL,
	"vat_exempt_sales_centavos" bigint NOT NULL,
	"zero_rated_sales_centavos" bigint NOT NULL,
	"non_vat_sales_centavos" bigint NOT NULL,
	"total_centavos" bigint NOT NULL,
	"returned_by" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_returns_money" CHECK ("sale_returns"."total_centavos" >= 0 AND "sale_returns"."gross_centavos" >= 0)
);--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id");--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id");--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_terminal_no" ON "sale_returns" USING btree ("terminal_id","return_no");--> statement-breakpoint
CREATE INDEX "sale_returns_sale" ON "sale_returns" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_returns_terminal_date" ON "sale_returns" USING btree ("terminal_id","business_date");--> statement-breakpoint
CREATE TRIGGER sale_returns_append_only BEFORE UPDATE OR DELETE ON sale_returns
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_returns_no_truncate BEFORE TRUNCATE ON sale_returns
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "sale_return_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"sale_line_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"qty_milli" bigint NOT NULL,
	"base_qty_milli" bigint NOT NULL,
	"condition" text NOT NULL,
	"gross_centavos" bigint NOT NULL,
	"promo_centavos" bigint NOT NULL,
	"statutory_centavos" bigint NOT NULL,
	"vat_removed_centavos" bigint NOT NULL,
	"net_centavos" bigint NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "sale_return_lines_condition" CHECK ("sale_return_lines"."condition" IN ('resellable', 'damaged')),
	CONSTRAINT "sale_return_lines_qty" CHECK ("sale_return_lines"."qty_milli" > 0 AND "sale_return_lines"."base_qty_milli" > 0)
);--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id");--> statement-breakpoint
ALTER TABLE "sale_return_lines" ADD CONSTRAINT "sale_return_lines_sale_line_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_lines"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_return_lines_line" ON "sale_return_lines" USING btree ("return_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_return_lines_sale_line" ON "sale_return_lines" USING btree ("sale_line_id");--> statement-breakpoint
CREATE TRIGGER sale_return_lines_append_only BEFORE UPDATE OR DELETE ON sale_return_lines
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_return_lines_no_truncate BEFORE TRUNCATE ON sale_return_lines
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "readings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terminal_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reading_no" bigint NOT NULL,
	"shift_id" uuid,
	"business_date" date NOT NULL,
	"figures" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_kind" CHECK ("readings"."kind" IN ('x', 'z')),
	CONSTRAINT "readings_x_shift" CHECK ("readings"."kind" = 'z' OR "readings"."shift_id" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_terminal_kind_no" ON "readings" USING btree ("terminal_id","kind","reading_no");--> statement-breakpoint
CREATE UNIQUE INDEX "readings_one_z_a_day" ON "readings" USING btree ("terminal_id","business_date") WHERE "readings"."kind" = 'z';--> statement-breakpoint
CREATE INDEX "readings_date" ON "readings" USING btree ("business_date");--> statement-breakpoint
CREATE TRIGGER readings_append_only BEFORE UPDATE OR DELETE ON readings
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER readings_no_truncate BEFORE TRUNCATE ON readings
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "grand_total_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terminal_id" uuid NOT NULL,
	"reset_counter" bigint NOT NULL,
	"previous_total_centavos" bigint NOT NULL,
	"reason" text NOT NULL,
	"reset_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "grand_total_resets" ADD CONSTRAINT "grand_total_resets_terminal_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "grand_total_resets" ADD CONSTRAINT "grand_total_resets_reset_by_users_id_fk" FOREIGN KEY ("reset_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "grand_total_resets_terminal_counter" ON "grand_total_resets" USING btree ("terminal_id","reset_counter");--> statement-breakpoint
CREATE TRIGGER grand_total_resets_append_only BEFORE UPDATE OR DELETE ON grand_total_resets
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER grand_total_resets_no_truncate BEFORE TRUNCATE ON grand_total_resets
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

CREATE TABLE "e_journal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terminal_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_number" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_journal_kind" CHECK ("e_journal"."kind" IN ('invoice', 'reprint', 'void', 'return', 'x_reading', 'z_reading', 'cash_slip', 'shift_open', 'shift_close', 'reset'))
);--> statement-breakpoint
ALTER TABLE "e_journal" ADD CONSTRAINT "e_journal_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id");--> statement-breakpoint
ALTER TABLE "e_journal" ADD CONSTRAINT "e_journal_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE INDEX "e_journal_terminal_date" ON "e_journal" USING btree ("terminal_id","business_date","created_at");--> statement-breakpoint
CREATE INDEX "e_journal_document" ON "e_journal" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "e_journal_created" ON "e_journal" USING btree ("created_at");--> statement-breakpoint
CREATE TRIGGER e_journal_append_only BEFORE UPDATE OR DELETE ON e_journal
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER e_journal_no_truncate BEFORE TRUNCATE ON e_journal
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

ALTER TABLE "system_settings" ADD COLUMN "pos_controls" jsonb DEFAULT '{}'::jsonb NOT NULL;
