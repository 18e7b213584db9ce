ALTER TABLE "checkouts" ADD COLUMN "refund_payment_ref" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_id" text;