-- Issue 26, branches: a branch is one place of business (its address, its BIR branch code and
-- registration); its locations (store floor, warehouse, van) hold the stock. Users work in one or more
-- branches (admins and the owner in all); a session remembers the branch chosen in the top bar.
-- Transfer slips move stock between locations: requested, approved and issued by the sending branch,
-- received by the other, with what did not arrive resolved later (decision 0013).
CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"tin_branch_code" text DEFAULT '000' NOT NULL,
	"bir_registration" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_tin_branch_code" CHECK (tin_branch_code ~ '^[0-9]{3,5}$'),
	CONSTRAINT "branches_code_shape" CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{0,11}$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_lower" ON "branches" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code" ON "branches" USING btree ("code");--> statement-breakpoint
-- Every store starts with one branch, which holds the first location.
INSERT INTO branches (id, code, name) VALUES ('01900000-0000-7000-8000-00000000b001', 'MAIN', 'Main branch');--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
UPDATE locations SET branch_id = '01900000-0000-7000-8000-00000000b001';--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "branch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE locations SET type = 'store' WHERE type NOT IN ('store', 'warehouse', 'van');--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_type" CHECK (type IN ('store', 'warehouse', 'van'));--> statement-breakpoint
CREATE INDEX "locations_branch" ON "locations" USING btree ("branch_id");--> statement-breakpoint
CREATE TABLE "user_branches" (
	"user_id" text NOT NULL,
	"branch_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_branches_pk" PRIMARY KEY ("user_id", "branch_id")
);--> statement-breakpoint
ALTER TABLE "user_branches" ADD CONSTRAINT "user_branches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branches" ADD CONSTRAINT "user_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_branches_branch" ON "user_branches" USING btree ("branch_id");--> statement-breakpoint
INSERT INTO user_branches (user_id, branch_id) SELECT id, '01900000-0000-7000-8000-00000000b001' FROM users;--> statement-breakpoint
-- A new account (however it is made: invitation, sign-up, the first owner) works in the first branch
-- until an admin says otherwise, so no one starts with every branch or with none.
CREATE OR REPLACE FUNCTION fbms_user_first_branch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_branches (user_id, branch_id)
  SELECT NEW.id, b.id FROM branches b WHERE b.is_active ORDER BY b.created_at, b.id LIMIT 1
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_first_branch AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION fbms_user_first_branch();--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "transfer_slips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"from_branch_id" uuid NOT NULL,
	"to_branch_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"transfer_date" date NOT NULL,
	"expected_delivery_date" date,
	"actual_delivery_date" date,
	"vehicle_info" text,
	"driver_info" text,
	"notes" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"total_value_centavos" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"issued_by" text,
	"issued_at" timestamp with time zone,
	"received_by" text,
	"received_at" timestamp with time zone,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_slips_status" CHECK (status IN ('draft', 'requested', 'approved', 'in_transit', 'received', 'closed', 'cancelled')),
	CONSTRAINT "transfer_slips_source" CHECK (source IN ('manual', 'low_stock')),
	CONSTRAINT "transfer_slips_two_places" CHECK (from_location_id <> to_location_id)
);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_slips_no" ON "transfer_slips" USING btree ("transfer_no");--> statement-breakpoint
CREATE INDEX "transfer_slips_from_branch" ON "transfer_slips" USING btree ("from_branch_id", "created_at");--> statement-breakpoint
CREATE INDEX "transfer_slips_to_branch" ON "transfer_slips" USING btree ("to_branch_id", "created_at");--> statement-breakpoint
CREATE INDEX "transfer_slips_status_idx" ON "transfer_slips" USING btree ("status");--> statement-breakpoint
ALTER TABLE "transfer_slips" ADD CONSTRAINT "transfer_slips_from_location_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slips" ADD CONSTRAINT "transfer_slips_to_location_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slips" ADD CONSTRAINT "transfer_slips_from_branch_fk" FOREIGN KEY ("from_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slips" ADD CONSTRAINT "transfer_slips_to_branch_fk" FOREIGN KEY ("to_branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "transfer_slip_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"requested_milli" bigint NOT NULL,
	"approved_milli" bigint,
	"issued_milli" bigint,
	"received_milli" bigint,
	"notes" text,
	CONSTRAINT "transfer_slip_lines_requested" CHECK (requested_milli > 0),
	CONSTRAINT "transfer_slip_lines_approved" CHECK (approved_milli IS NULL OR approved_milli >= 0),
	CONSTRAINT "transfer_slip_lines_issued" CHECK (issued_milli IS NULL OR issued_milli >= 0),
	CONSTRAINT "transfer_slip_lines_received" CHECK (received_milli IS NULL OR received_milli >= 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_slip_lines_no" ON "transfer_slip_lines" USING btree ("slip_id", "line_no");--> statement-breakpoint
ALTER TABLE "transfer_slip_lines" ADD CONSTRAINT "transfer_slip_lines_slip_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."transfer_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slip_lines" ADD CONSTRAINT "transfer_slip_lines_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- What left the source, lot by lot (lot null: not lot-tracked), at the source's cost, and what became of it:
-- received in good order into the destination, arrived damaged, or missing. What was neither received
-- nor resolved is still in transit.
CREATE TABLE "transfer_slip_lots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_id" uuid,
	"issued_milli" bigint NOT NULL,
	"unit_cost_centavos" bigint DEFAULT 0 NOT NULL,
	"received_milli" bigint DEFAULT 0 NOT NULL,
	"damaged_milli" bigint DEFAULT 0 NOT NULL,
	"condition" text,
	"notes" text,
	CONSTRAINT "transfer_slip_lots_issued" CHECK (issued_milli > 0),
	CONSTRAINT "transfer_slip_lots_received" CHECK (received_milli >= 0 AND damaged_milli >= 0 AND received_milli + damaged_milli <= issued_milli),
	CONSTRAINT "transfer_slip_lots_condition" CHECK (condition IS NULL OR condition IN ('good', 'damaged', 'short', 'mixed'))
);--> statement-breakpoint
CREATE INDEX "transfer_slip_lots_slip" ON "transfer_slip_lots" USING btree ("slip_id");--> statement-breakpoint
ALTER TABLE "transfer_slip_lots" ADD CONSTRAINT "transfer_slip_lots_slip_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."transfer_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slip_lots" ADD CONSTRAINT "transfer_slip_lots_line_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transfer_slip_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slip_lots" ADD CONSTRAINT "transfer_slip_lots_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slip_lots" ADD CONSTRAINT "transfer_slip_lots_lot_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A discrepancy (issued, not received in good order) resolved: found later (into the destination),
-- returned to the source, or written off as shrinkage with a manager's approval. Append-only.
CREATE TABLE "transfer_resolutions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"slip_lot_id" uuid NOT NULL,
	"action" text NOT NULL,
	"qty_milli" bigint NOT NULL,
	"value_centavos" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"performed_by" text NOT NULL,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_resolutions_action" CHECK (action IN ('found', 'returned', 'written_off')),
	CONSTRAINT "transfer_resolutions_qty" CHECK (qty_milli > 0)
);--> statement-breakpoint
CREATE INDEX "transfer_resolutions_slip" ON "transfer_resolutions" USING btree ("slip_id");--> statement-breakpoint
ALTER TABLE "transfer_resolutions" ADD CONSTRAINT "transfer_resolutions_slip_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."transfer_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_resolutions" ADD CONSTRAINT "transfer_resolutions_lot_fk" FOREIGN KEY ("slip_lot_id") REFERENCES "public"."transfer_slip_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER transfer_resolutions_append_only BEFORE UPDATE OR DELETE ON transfer_resolutions FOR EACH ROW EXECUTE FUNCTION fbms_refuse_change();
