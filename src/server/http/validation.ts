import { z } from 'zod';
import { AppError } from '../errors.ts';
import { commonMessages } from '../../shared/messages/common.ts';

/**
 * Parses untrusted input with a shared schema. The first problem becomes the 400 message,
 * in the same words the browser shows for the same rule.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.code === 'invalid_type' && issue.message.startsWith('Invalid input') ? invalidTypeMessage(issue.path) : issue?.message;
  throw new AppError(400, message ?? commonMessages.invalidRequest, 'invalid_input');
}

function invalidTypeMessage(path: PropertyKey[]): string {
  return path.length > 0 ? `The field "${path.map(String).join('.')}" is missing or has the wrong type.` : commonMessages.invalidRequest;
}

/** A call that takes no input: no body, an empty one or an object (whose fields are ignored); never a list or a bare value. */
export function parseNoInput(body: unknown): void {
  parseInput(z.object({}).passthrough(), body);
}
