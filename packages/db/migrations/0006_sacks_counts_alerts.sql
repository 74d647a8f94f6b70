CREATE TABLE "stock_alerts" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lot_key" text DEFAULT '' NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_kind" CHECK ("stock_alerts"."kind" IN ('low', 'out', 'over', 'expiring', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "stock_count_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"count_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_id" uuid,
	"expected_milli" bigint NOT NULL,
	"counted_milli" bigint,
	"unit_cost_centavos" bigint DEFAULT 0 NOT NULL,
	"posted_stock_milli" bigint,
	"movement_id" uuid,
	CONSTRAINT "stock_count_lines_counted" CHECK ("stock_count_lines"."counted_milli" IS NULL OR "stock_count_lines"."counted_milli" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" text,
	"posted_at" timestamp with time zone,
	CONSTRAINT "stock_counts_status" CHECK ("stock_counts"."status" IN ('draft', 'posted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "loose_milli" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_lines" ADD CONSTRAINT "stock_count_lines_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_key" ON "stock_alerts" USING btree ("user_id","product_id","kind","lot_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_lines_key" ON "stock_count_lines" USING btree ("count_id","product_id",coalesce("lot_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_number" ON "stock_counts" USING btree ("number");--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_loose" CHECK ("stock_balances"."loose_milli" >= 0 AND "stock_balances"."loose_milli" <= "stock_balances"."qty_milli");