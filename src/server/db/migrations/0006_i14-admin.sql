CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"event" text NOT NULL,
	"dedupe_key" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'chf' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_message" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"requested_by" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "returned_editions" (
	"image_id" bigint NOT NULL,
	"edition_number" integer NOT NULL,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returned_editions_image_id_edition_number_pk" PRIMARY KEY("image_id","edition_number")
);
--> statement-breakpoint
DROP INDEX "royalties_order_item_key";--> statement-breakpoint
ALTER TABLE "catalogue_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "catalogue_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "catalogue_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "royalties" ADD COLUMN "reversal_of" bigint;--> statement-breakpoint
ALTER TABLE "returned_editions" ADD CONSTRAINT "returned_editions_image_id_user_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."user_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_once_key" ON "order_events" USING btree ("order_kind","order_id","event","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key" ON "refunds" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "royalties_reversal_key" ON "royalties" USING btree ("reversal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "royalties_order_item_key" ON "royalties" USING btree ("order_item_id") WHERE reversal_of is null;