import { z } from 'zod';
import { key } from './i18n/catalogue.ts';
import { DEFAULT_FRAME, DEFAULT_PRINT_SIZE, FRAMES, PRINT_SIZES } from './print-formats.ts';
import type { Frame } from './print-formats.ts';

// The request-side rules of a format, apart from the table in print-formats.ts so that the pages which only price
// and name formats (the shell's cart and analytics) do not load the schema library on their first load.

/**
 * The format fields of a checkout or cart line as the browser sends them: absent means A3 unframed; a passe-partout
 * only in a frame. A bad value is a 400 in the visitor's words.
 */
export const printFormatFields = {
  size: z
    .enum(PRINT_SIZES, { error: key('prints.sizeInvalid') })
    .optional()
    .default(DEFAULT_PRINT_SIZE),
  frame: z
    .enum(FRAMES, { error: key('prints.frameInvalid') })
    .optional()
    .default(DEFAULT_FRAME),
  passepartout: z
    .boolean({ error: key('prints.passepartoutInvalid') })
    .optional()
    .default(false),
};

/** Refuses a passe-partout without a frame (it is mounted in one). */
export const passepartoutInFrame = <T extends { frame?: Frame; passepartout?: boolean }>(
  line: T,
  context: z.RefinementCtx,
) => {
  if (line.passepartout && (line.frame ?? DEFAULT_FRAME) === 'none')
    context.addIssue({ code: 'custom', message: key('prints.passepartoutNeedsFrame'), path: ['passepartout'] });
};
