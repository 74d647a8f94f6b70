-- Issue 23, ageing: each allocation carries the due date of the debit it pays and the business date it
-- took effect, so ageing as of any date is two group-bys (ledger debits by bucket, allocations by bucket)
-- with no join of 500,000 ledger rows to their allocations, and a bounce recorded later does not reopen
-- an invoice in an ageing dated before it.
ALTER TABLE "customer_allocations" ADD COLUMN "debit_due_date" date;--> statement-breakpoint
ALTER TABLE "customer_allocations" ADD COLUMN "applied_on" date;--> statement-breakpoint
ALTER TABLE "customer_allocations" DISABLE TRIGGER customer_allocations_append_only;--> statement-breakpoint
UPDATE "customer_allocations" a
   SET debit_due_date = coalesce(d.due_date, d.entry_date),
       applied_on = greatest(c.entry_date, d.entry_date)
  FROM customer_ledger c, customer_ledger d
 WHERE c.id = a.credit_entry_id AND d.id = a.debit_entry_id;--> statement-breakpoint
ALTER TABLE "customer_allocations" ENABLE TRIGGER customer_allocations_append_only;--> statement-breakpoint
ALTER TABLE "customer_allocations" ALTER COLUMN "debit_due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_allocations" ALTER COLUMN "applied_on" SET NOT NULL;
