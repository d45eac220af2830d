CREATE TABLE "lab_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"lab" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"callback_token" text NOT NULL,
	"lab_order_id" text,
	"stage" text DEFAULT 'queued' NOT NULL,
	"lab_stage" text,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"lab_shipment_id" text NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_order_key" ON "lab_orders" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_idempotency_key" ON "lab_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_callback_token_key" ON "lab_orders" USING btree ("callback_token");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_orders_lab_order_key" ON "lab_orders" USING btree ("lab","lab_order_id");--> statement-breakpoint
CREATE INDEX "lab_orders_attention_idx" ON "lab_orders" USING btree ("order_kind","order_id") WHERE needs_attention;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_lab_key" ON "shipments" USING btree ("order_kind","order_id","lab_shipment_id");