CREATE TABLE "generations" (
	"confirmation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"style" text NOT NULL,
	"credit_source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"request" jsonb NOT NULL,
	"image_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"style" text NOT NULL,
	"caption_text" text,
	"caption_x" double precision,
	"caption_y" double precision,
	"original_path" text NOT NULL,
	"generated_path" text NOT NULL,
	"preview_path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"original_video_path" text,
	"compressed_video_path" text,
	"video_frame_timestamp" double precision,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"name" text,
	"city" text,
	"moment_link" text,
	"total_supply" integer,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"price_per_unit" numeric(10, 2),
	"published_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"original_path" text NOT NULL,
	"compressed_path" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_image_id_user_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."user_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_videos" ADD CONSTRAINT "user_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_user_idx" ON "generations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_images_user_idx" ON "user_images" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_images_catalogue_idx" ON "user_images" USING btree ("is_public","is_approved","approved_at");