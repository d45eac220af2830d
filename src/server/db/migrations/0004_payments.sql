CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_username" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"image_id" bigint,
	"creator_id" bigint,
	"name" text,
	"style" text,
	"quantity" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"is_limited_edition" boolean DEFAULT false NOT NULL,
	"first_edition" integer NOT NULL,
	"last_edition" integer NOT NULL,
	"total_supply" integer NOT NULL,
	"poster_image_url" text
);
--> statement-breakpoint
CREATE TABLE "catalogue_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"confirmation_id" text NOT NULL,
	"checkout_id" bigint,
	"user_id" bigint,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'chf' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"confirmation_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" bigint,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'chf' NOT NULL,
	"payment_intent_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"shipping" jsonb,
	"lines" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"checkout_id" bigint,
	"pack_id" text NOT NULL,
	"credits" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"payment_intent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edition_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"checkout_id" bigint NOT NULL,
	"image_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'held' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"setup_intent_id" text,
	"promo_code" text,
	"subscription_id" text,
	"status" text DEFAULT 'none' NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"confirmation_id" text NOT NULL,
	"checkout_id" bigint,
	"user_id" bigint,
	"image_id" bigint,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"zip_code" text NOT NULL,
	"country" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'chf' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"style" text,
	"poster_image_url" text,
	"original_image_url" text,
	"payment_intent_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_secret" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD CONSTRAINT "catalogue_order_items_order_id_catalogue_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."catalogue_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD CONSTRAINT "catalogue_order_items_image_id_user_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."user_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_order_items" ADD CONSTRAINT "catalogue_order_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_orders" ADD CONSTRAINT "catalogue_orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_orders" ADD CONSTRAINT "catalogue_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_holds" ADD CONSTRAINT "edition_holds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_holds" ADD CONSTRAINT "edition_holds_image_id_user_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."user_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_image_id_user_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."user_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_subject_idx" ON "admin_audit" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "catalogue_order_items_order_idx" ON "catalogue_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "catalogue_order_items_creator_idx" ON "catalogue_order_items" USING btree ("creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_orders_confirmation_key" ON "catalogue_orders" USING btree ("confirmation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_orders_payment_intent_key" ON "catalogue_orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "catalogue_orders_created_idx" ON "catalogue_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_confirmation_key" ON "checkouts" USING btree ("confirmation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_payment_intent_key" ON "checkouts" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "checkouts_open_expiry_idx" ON "checkouts" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_payment_intent_key" ON "credit_purchases" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "edition_holds_image_idx" ON "edition_holds" USING btree ("image_id","expires_at") WHERE state = 'held';--> statement-breakpoint
CREATE INDEX "edition_holds_checkout_idx" ON "edition_holds" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_subscription_key" ON "memberships" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_customer_key" ON "memberships" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirmation_key" ON "orders" USING btree ("confirmation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_key" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_objects_client_secret_key" ON "sandbox_objects" USING btree ("client_secret");--> statement-breakpoint
CREATE INDEX "sandbox_objects_kind_idx" ON "sandbox_objects" USING btree ("kind");