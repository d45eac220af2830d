ALTER TABLE "user_images" ADD COLUMN "pictures_id" text;--> statement-breakpoint
CREATE INDEX "user_images_without_pictures_idx" ON "user_images" USING btree ("id") WHERE pictures_id is null;