import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Characters no text field of the shop may hold: the C0 controls but tab, line feed and carriage return (NUL among
 * them, which PostgreSQL refuses in text and JSON), DEL, the C1 controls, and a surrogate half without its pair
 * (not a character at all). They reached the database before and ended in a 500 (decision 036).
 */
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const loneHalf = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const forbidden = new RegExp(`${controls.source}|${loneHalf.source}`);

/** How deep the walk goes: deeper structures are no field of ours and are refused by the route's own schema. */
const MAX_DEPTH = 32;

/** The path of the first string (or key) in `value` holding a forbidden character, or undefined when there is none. */
export function fieldWithControlCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return forbidden.test(value) ? path.join('.') || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = fieldWithControlCharacter(value[index], [...path, String(index)], depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (forbidden.test(key)) return [...path, key.replace(new RegExp(forbidden, 'g'), '?')].join('.');
    const found = fieldWithControlCharacter(inner, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Every API request's body, query and path parameters are looked at before any route sees them: a forbidden
 * character anywhere is a 400 naming the field, in the visitor's language (docs/product/operations.md#errors).
 */
export function installControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const field =
      fieldWithControlCharacter(request.params) ??
      fieldWithControlCharacter(request.query) ??
      fieldWithControlCharacter(request.body);
    if (field === undefined) return;
    throw new AppError('invalid_input', { rule: (m) => m.common.controlCharacter({ field }) });
  });
}
