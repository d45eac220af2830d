import { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * Parses untrusted input with a shared schema. The first problem becomes the 400 message,
 * in the same words the browser shows for the same rule.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new AppError(400, (m) => m.common.invalidRequest, 'invalid_input');
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    const field = issue.path.map(String).join('.');
    throw new AppError(400, (m) => (field ? m.common.invalidField({ field }) : m.common.invalidRequest), 'invalid_input');
  }
  // A shared rule's message is a catalogue key (`key('accounts.invalidEmail')`), worded by the error handler.
  throw new AppError(400, issue.message, 'invalid_input');
}

/** A call that takes no input: no body, an empty one or an object (whose fields are ignored); never a list or a bare value. */
export function parseNoInput(body: unknown): void {
  parseInput(z.object({}).passthrough(), body);
}
