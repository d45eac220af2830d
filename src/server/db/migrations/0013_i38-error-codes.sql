ALTER TABLE "generations" ADD COLUMN "error_code" text;--> statement-breakpoint
-- A failed generation kept the catalogue key of its message; it now keeps the code of the error contract
-- (src/shared/error-codes.ts). Older rows (English text, or a key of no code of its own) read as generation_failed.
UPDATE "generations" SET "error_code" = CASE "error"
  WHEN 'create.sensitive' THEN 'content_flagged'
  WHEN 'create.imageCorrupt' THEN 'image_corrupt'
  WHEN 'create.imageTooManyPixels' THEN 'too_many_pixels'
  ELSE 'generation_failed' END
WHERE "status" = 'failed';--> statement-breakpoint
ALTER TABLE "generations" DROP COLUMN "error";