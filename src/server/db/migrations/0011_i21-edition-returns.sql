ALTER TABLE "catalogue_order_items" ADD COLUMN "editions_returned_at" timestamp with time zone;--> statement-breakpoint
-- Lines of orders already cancelled through the cancellation (its notice says who cancelled) gave their numbers back then.
UPDATE "catalogue_order_items" AS "item" SET "editions_returned_at" = "event"."created_at"
FROM "order_events" AS "event"
WHERE "event"."order_kind" = 'catalogue' AND "event"."order_id" = "item"."order_id" AND "event"."event" = 'cancelled' AND "event"."details" ? 'by' AND "item"."image_id" IS NOT NULL;
