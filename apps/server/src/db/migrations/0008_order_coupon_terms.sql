ALTER TABLE "orders" ADD COLUMN "coupon_is_fixed" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_amount" integer;