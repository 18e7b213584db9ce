CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"step" text NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"outbox_id" uuid,
	"failure" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_step_unique" ON "payment_reminders" USING btree ("invoice_id","step","due_date");--> statement-breakpoint
CREATE INDEX "payment_reminders_invoice_sent_idx" ON "payment_reminders" USING btree ("invoice_id","sent_at");--> statement-breakpoint
CREATE INDEX "invoices_pending_due_idx" ON "invoices" USING btree ("due_date") WHERE status = 'PENDING' and due_date is not null;