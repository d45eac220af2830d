CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_images_catalogue_idx";--> statement-breakpoint
CREATE INDEX "user_images_catalogue_order_idx" ON "user_images" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public and is_approved;--> statement-breakpoint
CREATE INDEX "user_images_review_idx" ON "user_images" USING btree ("published_at","id") WHERE is_public and not is_approved;--> statement-breakpoint
CREATE INDEX "user_images_name_trgm_idx" ON "user_images" USING gin ("name" gin_trgm_ops) WHERE is_public and is_approved;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);