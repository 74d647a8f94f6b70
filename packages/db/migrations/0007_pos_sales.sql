CREATE TABLE "held_carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"terminal_id" uuid NOT NULL,
	"label" text NOT NULL,
	"cart" jsonb NOT NULL,
	"held_by" text,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sale_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"unit_code" text NOT NULL,
	"base_milli_per_unit" bigint NOT NULL,
	"qty_milli" bigint NOT NULL,
	"base_qty_milli" bigint NOT NULL,
	"unit_price_centavos" bigint NOT NULL,
	"list_price_centavos" bigint,
	"gross_centavos" bigint NOT NULL,
	"promo_centavos" bigint NOT NULL,
	"statutory_centavos" bigint NOT NULL,
	"vat_removed_centavos" bigint NOT NULL,
	"net_centavos" bigint NOT NULL,
	"tax_class" text NOT NULL,
	"promo" jsonb,
	"registration_number" text,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regulated" jsonb
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sale_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_centavos" bigint NOT NULL,
	"tendered_centavos" bigint NOT NULL,
	"reference" text,
	"details" jsonb,
	CONSTRAINT "sale_payments_amount" CHECK ("sale_payments"."amount_centavos" > 0 AND "sale_payments"."tendered_centavos" >= "sale_payments"."amount_centavos")
);
--> statement-breakpoint
CREATE TABLE "sale_reprints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sale_id" uuid NOT NULL,
	"printed_by" text,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"terminal_id" uuid NOT NULL,
	"invoice_no" bigint NOT NULL,
	"location_id" uuid NOT NULL,
	"cashier_id" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"customer_name" text,
	"customer_address" text,
	"customer_tin" text,
	"statutory" jsonb,
	"beneficiary_id_number" text,
	"vat_registered" boolean NOT NULL,
	"gross_centavos" bigint NOT NULL,
	"promo_centavos" bigint NOT NULL,
	"bnpc_centavos" bigint NOT NULL,
	"sc_pwd_centavos" bigint NOT NULL,
	"vat_removed_centavos" bigint NOT NULL,
	"bnpc_base_centavos" bigint NOT NULL,
	"vatable_sales_centavos" bigint NOT NULL,
	"vat_centavos" bigint NOT NULL,
	"vat_exempt_sales_centavos" bigint NOT NULL,
	"zero_rated_sales_centavos" bigint NOT NULL,
	"non_vat_sales_centavos" bigint NOT NULL,
	"total_centavos" bigint NOT NULL,
	"tendered_centavos" bigint NOT NULL,
	"change_centavos" bigint NOT NULL,
	"order_promo" jsonb,
	"seller" jsonb NOT NULL,
	"terminal_block" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status" CHECK ("sales"."status" IN ('completed', 'voided')),
	CONSTRAINT "sales_money" CHECK ("sales"."total_centavos" >= 0 AND "sales"."tendered_centavos" >= "sales"."total_centavos" AND "sales"."change_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location_id" uuid NOT NULL,
	"min" text,
	"serial_number" text,
	"ptu_number" text,
	"ptu_date" date,
	"secret_hash" text NOT NULL,
	"next_invoice_no" bigint DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"enrolled_by" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "terminals_next_invoice" CHECK ("terminals"."next_invoice_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bnpc_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sc_pwd_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "held_carts" ADD CONSTRAINT "held_carts_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_carts" ADD CONSTRAINT "held_carts_held_by_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reprints" ADD CONSTRAINT "sale_reprints_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reprints" ADD CONSTRAINT "sale_reprints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_terminal_id_terminals_id_fk" FOREIGN KEY ("terminal_id") REFERENCES "public"."terminals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_enrolled_by_users_id_fk" FOREIGN KEY ("enrolled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_carts_terminal" ON "held_carts" USING btree ("terminal_id","held_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_lines_sale_line" ON "sale_lines" USING btree ("sale_id","line_no");--> statement-breakpoint
CREATE INDEX "sale_lines_product" ON "sale_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_terminal_invoice" ON "sales" USING btree ("terminal_id","invoice_no");--> statement-breakpoint
CREATE INDEX "sales_created" ON "sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sales_cashier_created" ON "sales" USING btree ("cashier_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_beneficiary" ON "sales" USING btree ("beneficiary_id_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_name_lower" ON "terminals" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "terminals_secret" ON "terminals" USING btree ("secret_hash");--> statement-breakpoint
-- An issued invoice is never deleted or rewritten: its lines and payments are append-only, and a sale
-- row may only change its status (a void is a new fact, recorded in the audit log).
CREATE TRIGGER sale_lines_append_only BEFORE UPDATE OR DELETE ON sale_lines
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_payments_append_only BEFORE UPDATE OR DELETE ON sale_payments
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sales_no_delete BEFORE DELETE ON sales
  FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sales_no_truncate BEFORE TRUNCATE ON sales
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_lines_no_truncate BEFORE TRUNCATE ON sale_lines
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();--> statement-breakpoint
CREATE TRIGGER sale_payments_no_truncate BEFORE TRUNCATE ON sale_payments
  FOR EACH STATEMENT EXECUTE FUNCTION fbms_refuse_change();
