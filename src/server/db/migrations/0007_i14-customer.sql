ALTER TABLE "catalogue_orders" ADD COLUMN "placed_as_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_as_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_orders_user_idx" ON "catalogue_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_orders_email_lower_idx" ON "catalogue_orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
-- Before this migration no account could be deleted, so an order without a user was placed as a guest (decision 014).
UPDATE "catalogue_orders" SET "placed_as_guest" = true WHERE "user_id" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "placed_as_guest" = true WHERE "user_id" IS NULL;
