/**
 * Transitional (issue 13): the account words now live in `en/accounts.ts` and its translations. Only tests of other
 * parts still import this name (privacy.int.test.ts, e2e/my-data.spec.ts); delete it once they import the English
 * catalogue directly.
 */
export { default as accountMessages } from './en/accounts.ts';
