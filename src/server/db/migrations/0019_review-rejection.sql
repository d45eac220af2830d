ALTER TABLE "user_images" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_images" ADD COLUMN "rejection_reason" text;