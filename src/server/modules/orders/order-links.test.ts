import { describe, expect, it } from 'vitest';
import { createOrderLinks } from './order-links.ts';

const links = createOrderLinks({
  secret: 'a-secret-of-at-least-thirty-two-characters',
  publicUrl: 'https://shop.example',
});
const DAY = 24 * 3600 * 1000;

describe('order links', () => {
  it('opens its own order for 30 days, then says it expired', () => {
    const now = Date.UTC(2026, 10, 1);
    const key = links.keyFor('CAT-123456', now);
    expect(links.check('CAT-123456', key, now + 29 * DAY)).toBe('valid');
    expect(links.check('CAT-123456', key, now + 30 * DAY)).toBe('expired');
  });

  it('opens no other order and refuses a changed key', () => {
    const key = links.keyFor('CAT-123456');
    const [expiry, signature] = key.split('.') as [string, string];
    expect(links.check('CAT-123457', key)).toBe('invalid');
    expect(links.check('CAT-123456', `${Number(expiry) + 1}.${signature}`)).toBe('invalid');
    expect(links.check('CAT-123456', `${expiry}.${signature.slice(1)}A`)).toBe('invalid');
    expect(links.check('CAT-123456', '')).toBe('invalid');
  });

  it('is not valid under another secret', () => {
    const other = createOrderLinks({
      secret: 'another-secret-of-thirty-two-characters!',
      publicUrl: 'https://shop.example',
    });
    expect(other.check('CAT-123456', links.keyFor('CAT-123456'))).toBe('invalid');
  });

  it('puts the reference and key in a URL of the shop', () => {
    expect(links.urlFor('ORD-ABCDEFGH')).toMatch(/^https:\/\/shop\.example\/orders\/ORD-ABCDEFGH\?key=\d+\.[\w-]{43}$/);
  });
});
