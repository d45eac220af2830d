import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Word } from './words.ts';

/**
 * The one way a form shows a shared rule's message: the shared zod schemas carry catalogue keys
 * (`key('checkout.firstNameTooShort')`), worded here in the visitor's language with `m.word` from `useMessages`.
 * A react-hook-form form words its resolver's errors: `resolver: wordedResolver(zodResolver(shippingSchema), m.word)`.
 */
export function wordedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  word: Word,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: wordErrors(result.errors, word) } as typeof result;
  };
}

function wordErrors<T extends FieldValues>(errors: FieldErrors<T>, word: Word): FieldErrors<T> {
  const worded: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') worded[name] = error;
    else if (typeof (error as { message?: unknown }).message === 'string')
      worded[name] = { ...error, message: word((error as { message: string }).message) };
    else worded[name] = wordErrors(error as FieldErrors<FieldValues>, word);
  }
  return worded as FieldErrors<T>;
}

/**
 * A form that checks without react-hook-form: the first problem of a refused `safeParse`, worded; undefined when none.
 */
export function firstIssueText(
  error: { readonly issues: readonly { readonly message: string }[] },
  word: Word,
): string | undefined {
  const message = error.issues[0]?.message;
  return message ? word(message) : undefined;
}
