-- Issue 24: suppliers, purchase orders, receiving vouchers, supplier returns and payables.
-- Money in centavos (bigint); quantities in thousandths of the product's base unit (qty_milli), with the
-- unit the document was written in (code and base thousandths per unit) kept on each line.

CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_no" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"name" text NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"address" text,
	"tin" text,
	"vat_registered" boolean DEFAULT true NOT NULL,
	-- Days from the supplier's invoice date to its due date (0: cash on delivery).
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	-- The expanded withholding code usually applied to payments to this supplier (null: none).
	"withholding_atc" text,
	"payee_type" text DEFAULT 'corporate' NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_terms" CHECK ("suppliers"."payment_terms_days" BETWEEN 0 AND 365),
	CONSTRAINT "suppliers_payee_type" CHECK ("suppliers"."payee_type" IN ('corporate', 'individual'))
);--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_lower" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_no" ON "suppliers" USING btree ("supplier_no");--> statement-breakpoint

-- The products a supplier sells: their item code and the last cost paid (per base unit, net of VAT).
CREATE TABLE "supplier_products" (
	"supplier_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_sku" text,
	"last_cost_centavos" bigint,
	"last_received_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_products_pk" PRIMARY KEY ("supplier_id", "product_id")
);--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE INDEX "supplier_products_product" ON "supplier_products" USING btree ("product_id");--> statement-breakpoint

-- Purchase orders: PO-YYYYMM-NNNN; the state machine is the domain's (purchasing/po-status.ts).
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"po_no" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"notes" text,
	"total_centavos" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" IN ('draft', 'submitted', 'approved', 'partly_received', 'received', 'closed', 'cancelled')),
	CONSTRAINT "purchase_orders_total" CHECK ("purchase_orders"."total_centavos" >= 0)
);--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_location_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_no" ON "purchase_orders" USING btree ("po_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier" ON "purchase_orders" USING btree ("supplier_id", "order_date");--> statement-breakpoint
CREATE INDEX "purchase_orders_status" ON "purchase_orders" USING btree ("status", "order_date");--> statement-breakpoint

CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"po_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	-- The unit ordered in (a sack) and its size in base thousandths (50-kg sack: 50000).
	"unit_code" text NOT NULL,
	"base_milli_per_unit" bigint NOT NULL,
	"ordered_milli" bigint NOT NULL,
	-- Expected cost per unit ordered, as the supplier quotes it (VAT-inclusive for a VAT-registered one).
	"unit_cost_centavos" bigint NOT NULL,
	"received_milli" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_qty" CHECK ("purchase_order_lines"."ordered_milli" > 0 AND "purchase_order_lines"."received_milli" >= 0 AND "purchase_order_lines"."base_milli_per_unit" > 0),
	CONSTRAINT "purchase_order_lines_cost" CHECK ("purchase_order_lines"."unit_cost_centavos" >= 0)
);--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_no" ON "purchase_order_lines" USING btree ("po_id", "line_no");--> statement-breakpoint

-- Receiving vouchers: RV-YYYYMM-NNNN, posted once (client-minted id: a resend answers the same voucher).
CREATE TABLE "receiving_vouchers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rv_no" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"po_id" uuid,
	"location_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"supplier_invoice_no" text,
	"supplier_invoice_date" date,
	"freight_centavos" bigint DEFAULT 0 NOT NULL,
	"other_costs_centavos" bigint DEFAULT 0 NOT NULL,
	-- Σ lines' good quantity × unit cost (as the supplier bills, VAT-inclusive when VAT-registered).
	"goods_centavos" bigint NOT NULL,
	"input_vat_centavos" bigint DEFAULT 0 NOT NULL,
	-- What is owed the supplier: goods + freight + other costs.
	"total_centavos" bigint NOT NULL,
	"notes" text,
	"request_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receiving_vouchers_money" CHECK ("receiving_vouchers"."freight_centavos" >= 0 AND "receiving_vouchers"."other_costs_centavos" >= 0 AND "receiving_vouchers"."goods_centavos" >= 0 AND "receiving_vouchers"."input_vat_centavos" >= 0 AND "receiving_vouchers"."total_centavos" = "receiving_vouchers"."goods_centavos" + "receiving_vouchers"."freight_centavos" + "receiving_vouchers"."other_costs_centavos")
);--> statement-breakpoint
ALTER TABLE "receiving_vouchers" ADD CONSTRAINT "receiving_vouchers_supplier_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id");--> statement-breakpoint
ALTER TABLE "receiving_vouchers" ADD CONSTRAINT "receiving_vouchers_po_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id");--> statement-breakpoint
ALTER TABLE "receiving_vouchers" ADD CONSTRAINT "receiving_vouchers_location_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id");--> statement-breakpoint
ALTER TABLE "receiving_vouchers" ADD CONSTRAINT "receiving_vouchers_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_vouchers_no" ON "receiving_vouchers" USING btree ("rv_no");--> statement-breakpoint
CREATE INDEX "receiving_vouchers_supplier" ON "receiving_vouchers" USING btree ("supplier_id", "business_date");--> statement-breakpoint
CREATE INDEX "receiving_vouchers_po" ON "receiving_vouchers" USING btree ("po_id");--> statement-breakpoint

CREATE TABLE "receiving_voucher_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rv_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"po_line_id" uuid,
	"product_id" uuid NOT NULL,
	"unit_code" text NOT NULL,
	"base_milli_per_unit" bigint NOT NULL,
	-- Good quantity: enters sellable stock and is billed.
	"received_milli" bigint NOT NULL,
	-- Delivered damaged: recorded, never enters sellable stock, not billed.
	"damaged_milli" bigint DEFAULT 0 NOT NULL,
	-- none | short | damaged | wrong_item (with a note).
	"discrepancy" text DEFAULT 'none' NOT NULL,
	"discrepancy_note" text,
	"lot_id" uuid,
	-- Actual cost per unit received (as billed) and the line's share of freight and other costs.
	"unit_cost_centavos" bigint NOT NULL,
	"line_centavos" bigint NOT NULL,
	"landed_centavos" bigint DEFAULT 0 NOT NULL,
	-- What one base unit costs into inventory (net of input VAT, landed costs included), and the
	-- product's moving-average cost before and after this line.
	"base_cost_centavos" bigint NOT NULL,
	"cost_before_centavos" bigint NOT NULL,
	"cost_after_centavos" bigint NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "receiving_voucher_lines_qty" CHECK ("receiving_voucher_lines"."received_milli" >= 0 AND "receiving_voucher_lines"."damaged_milli" >= 0 AND "receiving_voucher_lines"."received_milli" + "receiving_voucher_lines"."damaged_milli" > 0 AND "receiving_voucher_lines"."base_milli_per_unit" > 0),
	CONSTRAINT "receiving_voucher_lines_money" CHECK ("receiving_voucher_lines"."unit_cost_centavos" >= 0 AND "receiving_voucher_lines"."line_centavos" >= 0 AND "receiving_voucher_lines"."landed_centavos" >= 0),
	CONSTRAINT "receiving_voucher_lines_discrepancy" CHECK ("receiving_voucher_lines"."discrepancy" IN ('none', 'short', 'damaged', 'wrong_item'))
);--> statement-breakpoint
ALTER TABLE "receiving_voucher_lines" ADD CONSTRAINT "receiving_voucher_lines_rv_fk" FOREIGN KEY ("rv_id") REFERENCES "public"."receiving_vouchers"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "receiving_voucher_lines" ADD CONSTRAINT "receiving_voucher_lines_po_line_fk" FOREIGN KEY ("po_line_id") REFERENCES "public"."purchase_order_lines"("id");--> statement-breakpoint
ALTER TABLE "receiving_voucher_lines" ADD CONSTRAINT "receiving_voucher_lines_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id");--> statement-breakpoint
ALTER TABLE "receiving_voucher_lines" ADD CONSTRAINT "receiving_voucher_lines_lot_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_voucher_lines_no" ON "receiving_voucher_lines" USING btree ("rv_id", "line_no");--> statement-breakpoint
CREATE INDEX "receiving_voucher_lines_po_line" ON "receiving_voucher_lines" USING btree ("po_line_id");--> statement-breakpoint
CREATE INDEX "receiving_voucher_lines_product" ON "receiving_voucher_lines" USING btree ("product_id");--> statement-breakpoint

-- Supplier returns: SR-YYYYMM-NNNN; stock out (return_out) and a debit memo on the payables.
CREATE TABLE "supplier_returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_no" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"rv_id" uuid,
	"location_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"reason" text NOT NULL,
	-- What the supplier credits (VAT-inclusive for a VAT-registered one) and its input VAT.
	"total_centavos" bigint NOT NULL,
	"input_vat_centavos" bigint DEFAULT 0 NOT NULL,
	"request_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_returns_money" CHECK ("supplier_returns"."total_centavos" > 0 AND "supplier_returns"."input_vat_centavos" >= 0)
);--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_supplier_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id");--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_rv_fk" FOREIGN KEY ("rv_id") REFERENCES "public"."receiving_vouchers"("id");--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_location_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id");--> statement-breakpoint
ALTER TABLE "supplier_returns" ADD CONSTRAINT "supplier_returns_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_returns_no" ON "supplier_returns" USING btree ("return_no");--> statement-breakpoint
CREATE INDEX "supplier_returns_supplier" ON "supplier_returns" USING btree ("supplier_id", "business_date");--> statement-breakpoint

CREATE TABLE "supplier_return_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"return_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_id" uuid,
	"qty_milli" bigint NOT NULL,
	-- Per base unit, as credited by the supplier (VAT-inclusive for a VAT-registered one).
	"unit_cost_centavos" bigint NOT NULL,
	"line_centavos" bigint NOT NULL,
	"movement_id" uuid,
	CONSTRAINT "supplier_return_lines_qty" CHECK ("supplier_return_lines"."qty_milli" > 0 AND "supplier_return_lines"."unit_cost_centavos" >= 0)
);--> statement-breakpoint
ALTER TABLE "supplier_return_lines" ADD CONSTRAINT "supplier_return_lines_return_fk" FOREIGN KEY ("return_id") REFERENCES "public"."supplier_returns"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "supplier_return_lines" ADD CONSTRAINT "supplier_return_lines_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id");--> statement-breakpoint
ALTER TABLE "supplier_return_lines" ADD CONSTRAINT "supplier_return_lines_lot_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_return_lines_no" ON "supplier_return_lines" USING btree ("return_id", "line_no");--> statement-breakpoint

-- Payables: one row per supplier invoice (a receiving voucher's bill) or debit memo (a return), signed:
-- a bill > 0 (owed), a debit memo < 0. Its open amount is its amount less what payment lines applied.
CREATE TABLE "supplier_bills" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"rv_id" uuid,
	"return_id" uuid,
	"reference" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"input_vat_centavos" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_bills_kind" CHECK (("supplier_bills"."kind" = 'bill' AND "supplier_bills"."amount_centavos" > 0 AND "supplier_bills"."rv_id" IS NOT NULL) OR ("supplier_bills"."kind" = 'debit_memo' AND "supplier_bills"."amount_centavos" < 0 AND "supplier_bills"."return_id" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_supplier_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id");--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_rv_fk" FOREIGN KEY ("rv_id") REFERENCES "public"."receiving_vouchers"("id");--> statement-breakpoint
ALTER TABLE "supplier_bills" ADD CONSTRAINT "supplier_bills_return_fk" FOREIGN KEY ("return_id") REFERENCES "public"."supplier_returns"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_rv" ON "supplier_bills" USING btree ("rv_id") WHERE "rv_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_bills_return" ON "supplier_bills" USING btree ("return_id") WHERE "return_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_bills_supplier" ON "supplier_bills" USING btree ("supplier_id", "due_date");--> statement-breakpoint

-- Payments to suppliers: SP-YYYYMM-NNNN. amount = cash paid; withholding = expanded withholding kept
-- and remitted to the BIR (the supplier's 2307); what they settle = amount + withholding.
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_no" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"method" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"withholding_atc" text,
	"withholding_rate_bp" integer,
	-- The income payment the withholding is computed on (the bills' amounts before VAT).
	"withholding_base_centavos" bigint DEFAULT 0 NOT NULL,
	"withholding_centavos" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"bank" text,
	"check_number" text,
	"check_date" date,
	"notes" text,
	"request_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_money" CHECK ("supplier_payments"."amount_centavos" >= 0 AND "supplier_payments"."withholding_centavos" >= 0 AND "supplier_payments"."amount_centavos" + "supplier_payments"."withholding_centavos" > 0),
	CONSTRAINT "supplier_payments_method" CHECK ("supplier_payments"."method" IN ('cash', 'bank', 'check', 'gcash')),
	CONSTRAINT "supplier_payments_check" CHECK ("supplier_payments"."method" <> 'check' OR ("supplier_payments"."check_number" IS NOT NULL AND "supplier_payments"."check_date" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_supplier_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id");--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_created_by_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_no" ON "supplier_payments" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier" ON "supplier_payments" USING btree ("supplier_id", "business_date");--> statement-breakpoint

-- Which bills (and debit memos, negative) a payment settles: Σ lines = amount + withholding.
CREATE TABLE "supplier_payment_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_centavos" bigint NOT NULL,
	CONSTRAINT "supplier_payment_lines_amount" CHECK ("supplier_payment_lines"."amount_centavos" <> 0)
);--> statement-breakpoint
ALTER TABLE "supplier_payment_lines" ADD CONSTRAINT "supplier_payment_lines_payment_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id");--> statement-breakpoint
ALTER TABLE "supplier_payment_lines" ADD CONSTRAINT "supplier_payment_lines_bill_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."supplier_bills"("id");--> statement-breakpoint
CREATE INDEX "supplier_payment_lines_bill" ON "supplier_payment_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payment_lines_once" ON "supplier_payment_lines" USING btree ("payment_id", "bill_id");--> statement-breakpoint

-- Posted documents are never changed or deleted (a correction is a new document).
CREATE TRIGGER receiving_vouchers_append_only BEFORE UPDATE OR DELETE ON receiving_vouchers
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER receiving_voucher_lines_append_only BEFORE UPDATE OR DELETE ON receiving_voucher_lines
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER supplier_returns_append_only BEFORE UPDATE OR DELETE ON supplier_returns
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER supplier_bills_append_only BEFORE UPDATE OR DELETE ON supplier_bills
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER supplier_payments_append_only BEFORE UPDATE OR DELETE ON supplier_payments
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER supplier_payment_lines_append_only BEFORE UPDATE OR DELETE ON supplier_payment_lines
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint

-- The store's purchasing rules (purchase_controls: the admin-approval threshold), read by the server only.
ALTER TABLE "system_settings" ADD COLUMN "purchase_controls" jsonb DEFAULT '{}'::jsonb NOT NULL;
