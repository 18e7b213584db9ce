-- Invoice dates stay within the range every date input accepts (a day wider for UTC offsets):
-- the database drivers do not read years outside it back (year 17 is an invalid date, year 1
-- reads as 2001), which fails the shoot page. Rows outside it are repaired before the checks:
-- a due date is dropped (the owner can set it again), a paid date becomes the invoice's creation
-- (it stays paid). The checks are added NOT VALID and validated after the repair, so writes are
-- not blocked while the table is scanned.
UPDATE "invoices" SET "due_date" = NULL
  WHERE "due_date" NOT BETWEEN '1899-12-31T00:00:00Z' AND '2201-01-01T23:59:59Z';--> statement-breakpoint
UPDATE "invoices" SET "paid_at" = "created_at"
  WHERE "paid_at" NOT BETWEEN '1899-12-31T00:00:00Z' AND '2201-01-01T23:59:59Z';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_due_date_range" CHECK ("invoices"."due_date" between '1899-12-31T00:00:00Z' and '2201-01-01T23:59:59Z') NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_at_range" CHECK ("invoices"."paid_at" between '1899-12-31T00:00:00Z' and '2201-01-01T23:59:59Z') NOT VALID;--> statement-breakpoint
ALTER TABLE "invoices" VALIDATE CONSTRAINT "invoices_due_date_range";--> statement-breakpoint
ALTER TABLE "invoices" VALIDATE CONSTRAINT "invoices_paid_at_range";
