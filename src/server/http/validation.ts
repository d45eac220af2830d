import { z } from 'zod';
import { AppError, isMessageKey } from '../errors.ts';
import type { ErrorText } from '../errors.ts';

/**
 * The words of a refused input's first problem: a shared rule's message is a catalogue key
 * (`key('accounts.invalidEmail')`), the same words the browser shows for the same rule; a rule without its own
 * message (zod's English, which is never a catalogue key) names the field instead.
 */
export function issueText(issue: z.core.$ZodIssue | undefined): ErrorText {
  if (!issue) return (m) => m.common.invalidRequest;
  const field = issue.path.map(String).join('.');
  const fieldText: ErrorText = (m) => (field ? m.common.invalidField({ field }) : m.common.invalidRequest);
  return isMessageKey(issue.message) ? issue.message : fieldText;
}

/**
 * Parses untrusted input with a shared schema. The first problem becomes the 400 answer (`invalid_input`), in the
 * same words the browser shows for the same rule.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError('invalid_input', { rule: issueText(result.error.issues[0]) });
}

/**
 * A call that takes no input: no body, an empty one or an object (whose fields are ignored); never a list or a bare
 * value.
 */
export function parseNoInput(body: unknown): void {
  parseInput(z.object({}).passthrough(), body);
}
