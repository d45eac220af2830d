import type { ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message whose one value is drawn in markup of its own (a reference kept on one line, a long name that may break
 * at its parts): the message's words before the value, `drawn`, then the words after, wherever the language puts it.
 */
export function messageAround<K extends string>(
  message: (values: Record<K, string>) => string,
  key: K,
  drawn: ReactNode,
) {
  const [before = '', after = ''] = message({ [key]: MARK } as Record<K, string>).split(MARK);
  return (
    <>
      {before}
      {drawn}
      {after}
    </>
  );
}
