import { z } from 'zod';
import { key } from './i18n/catalogue.ts';
import { passepartoutInFrame } from './print-format-fields.ts';
import { FRAMES, PRINT_SIZES } from './print-formats.ts';
import { WALL_ROOMS } from './wall-preview.ts';

/**
 * The query of `GET /api/posters/:id/wall`: every field is required, so one address names one picture. A bad value is
 * a 400 in the visitor's words.
 */
export const wallPreviewQuerySchema = z
  .object({
    size: z.enum(PRINT_SIZES, { error: key('prints.sizeInvalid') }),
    frame: z.enum(FRAMES, { error: key('prints.frameInvalid') }),
    passepartout: z
      .enum(['true', 'false'], { error: key('prints.passepartoutInvalid') })
      .transform((value) => value === 'true'),
    room: z.enum(WALL_ROOMS, { error: key('walls.roomInvalid') }),
  })
  .superRefine(passepartoutInFrame);
