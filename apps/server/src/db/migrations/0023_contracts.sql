CREATE TABLE "adopted_signatures" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"mark" jsonb NOT NULL,
	"adopted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"business_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_name" text,
	"ip_address" text,
	"user_agent" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "shoot_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"template_id" uuid,
	"is_from_service" boolean DEFAULT false NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"content" text,
	"content_sha256" text,
	"state" text DEFAULT 'NOT_SENT' NOT NULL,
	"is_countersign_required" boolean DEFAULT false NOT NULL,
	"client_name" text,
	"client_email" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"client" jsonb,
	"countersigner" jsonb,
	"completed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"seal_due_at" timestamp with time zone,
	"seal_attempts" integer DEFAULT 0 NOT NULL,
	"seal_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_shoot_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."shoot_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_shoot_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."shoot_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","at","seq");--> statement-breakpoint
CREATE INDEX "shoot_contracts_order_idx" ON "shoot_contracts" USING btree ("business_id","order_id","sort_index");--> statement-breakpoint
CREATE INDEX "shoot_contracts_state_idx" ON "shoot_contracts" USING btree ("business_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "shoot_contracts_service_template_idx" ON "shoot_contracts" USING btree ("order_id","template_id") WHERE "shoot_contracts"."is_from_service";--> statement-breakpoint
CREATE INDEX "shoot_contracts_seal_due_idx" ON "shoot_contracts" USING btree ("seal_due_at") WHERE "shoot_contracts"."seal_due_at" is not null;