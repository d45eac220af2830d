import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../lib/api-request.ts';
import { checkoutFailureText } from './checkout-errors.ts';

describe('checkout failure words', () => {
  it("uses the server's explanation of a refusal (sold out, bad field)", () => {
    expect(checkoutFailureText(apiErrorOf(409, '{"message":"\\"Lake\\" is sold out."}'), 'fallback')).toBe(
      '"Lake" is sold out.',
    );
    expect(checkoutFailureText(apiErrorOf(400, '{"message":"Please select a country"}'), 'fallback')).toBe(
      'Please select a country',
    );
  });

  it("falls back to the flow's text for server errors, timeouts and lost connections", () => {
    expect(checkoutFailureText(apiErrorOf(500, '{"message":"boom"}'), 'fallback')).toBe('fallback');
    expect(checkoutFailureText(apiErrorOf(524, 'TIMEOUT'), 'fallback')).toBe('fallback');
    expect(checkoutFailureText(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(checkoutFailureText(apiErrorOf(409, 'plain text'), 'fallback')).toBe('fallback');
  });
});
