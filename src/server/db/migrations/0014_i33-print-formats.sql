ALTER TABLE "catalogue_order_items" ADD COLUMN "print_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD COLUMN "size" text DEFAULT 'A3' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD COLUMN "frame" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD COLUMN "passepartout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD COLUMN "master_path" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "size" text DEFAULT 'A3' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "frame" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "passepartout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "master_path" text;