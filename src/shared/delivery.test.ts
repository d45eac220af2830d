import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { SHIPPING_COUNTRIES } from './countries.ts';
import {
  addBusinessDays,
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_PRODUCTION_DAYS,
  DEFAULT_SHOP_HOLIDAYS,
  deliveryWindow,
  deliveryZoneOf,
  easterSunday,
  isBusinessDay,
  parseDeliveryDays,
  parseHolidays,
} from './delivery.ts';
import type { DeliveryRules } from './delivery.ts';
import { formatterFor } from './i18n/format.ts';

/** The delivery estimate (docs/product/after-the-sale.md#delivery-estimate, decision 034). */
const holidays = parseHolidays(DEFAULT_SHOP_HOLIDAYS);
const rules: DeliveryRules = {
  productionDays: DEFAULT_PRODUCTION_DAYS,
  transitDays: parseDeliveryDays(DEFAULT_DELIVERY_DAYS),
  cancelWindowMinutes: 60,
  holidays,
};

/** An instant given as Zürich's wall clock (winter time, UTC+1, for the dates below unless said). */
const zurich = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);

describe('the shop canton’s business days', () => {
  it('knows Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('skips weekends and Zürich’s holidays, fixed and moving', () => {
    for (const day of [
      '2026-01-01',
      '2026-01-02',
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-14', // Ascension
      '2026-05-25', // Whit Monday
      '2027-05-17', // Whit Monday the next year
      '2026-12-25',
      '2026-12-26',
      '2026-11-28', // a Saturday
      '2026-11-29', // a Sunday
    ])
      expect(isBusinessDay(day, holidays), day).toBe(false);
    for (const day of ['2026-04-02', '2026-04-07', '2026-08-03', '2026-12-24', '2026-11-30'])
      expect(isBusinessDay(day, holidays), day).toBe(true);
    // 1 August 2026 is a Saturday; in 2028 a Tuesday.
    expect(isBusinessDay('2028-08-01', holidays)).toBe(false);
  });

  it('reads a configured list, and refuses what it cannot read', () => {
    expect(parseHolidays('12-24, easter+60, 2026-12-31')).toEqual([
      { kind: 'yearly', month: 12, day: 24 },
      { kind: 'easter', offset: 60 },
      { kind: 'date', date: '2026-12-31' },
    ]);
    expect(isBusinessDay('2026-12-31', parseHolidays('2026-12-31'))).toBe(false);
    expect(isBusinessDay('2027-12-31', parseHolidays('2026-12-31'))).toBe(true);
    expect(() => parseHolidays('13-01')).toThrow(/13-01/);
    expect(() => parseHolidays('2026-02-30')).toThrow();
    expect(() => parseHolidays('christmas')).toThrow();
    expect(parseHolidays('')).toEqual([]);
  });

  it('reads DELIVERY_DAYS with every group once, and refuses anything else', () => {
    expect(parseDeliveryDays('uk:5-9, ch:1, eu:2-4')).toEqual({
      ch: { min: 1, max: 1 },
      eu: { min: 2, max: 4 },
      uk: { min: 5, max: 9 },
    });
    expect(() => parseDeliveryDays('ch:1-2,eu:3-6')).toThrow(/uk/);
    expect(() => parseDeliveryDays('ch:3-1,eu:3-6,uk:4-8')).toThrow();
    expect(() => parseDeliveryDays('ch:1-2,ch:1-2,eu:3-6,uk:4-8')).toThrow(/twice/);
    expect(() => parseDeliveryDays('us:1-2,ch:1-2,eu:3-6,uk:4-8')).toThrow();
  });
});

describe('the delivery window', () => {
  it('puts every one of the 32 countries in a group: CH and LI, the UK, the EU and EEA', () => {
    const groups = SHIPPING_COUNTRIES.map((country) => deliveryZoneOf(country.code));
    expect(groups.filter((zone) => zone === 'ch')).toHaveLength(2);
    expect(groups.filter((zone) => zone === 'uk')).toHaveLength(1);
    expect(groups.filter((zone) => zone === 'eu')).toHaveLength(29);
    expect(deliveryZoneOf('LI')).toBe('ch');
    expect(deliveryZoneOf('NO')).toBe('eu');
  });

  it('counts production from the day the cancellation window closes, then transit, on a plain week', () => {
    const paid = zurich('2026-11-30T10:00:00'); // Monday
    expect(deliveryWindow(paid, 'ch', rules)).toEqual({ from: '2026-12-03', to: '2026-12-04' });
    expect(deliveryWindow(paid, 'eu', rules)).toEqual({ from: '2026-12-07', to: '2026-12-10' });
    expect(deliveryWindow(paid, 'uk', rules)).toEqual({ from: '2026-12-08', to: '2026-12-14' });
  });

  it('starts on Monday when the window closes on a weekend (paid Friday night)', () => {
    const friday = zurich('2026-12-04T23:30:00');
    expect(deliveryWindow(friday, 'ch', rules)).toEqual({ from: '2026-12-10', to: '2026-12-11' });
    // Paid at 22:00 the window closes on Friday itself: production starts that day.
    expect(deliveryWindow(zurich('2026-12-04T22:00:00'), 'ch', rules)).toEqual({
      from: '2026-12-09',
      to: '2026-12-10',
    });
  });

  it('counts the cancellation window: a longer one moves the window', () => {
    const paid = zurich('2026-11-30T10:00:00');
    const day = { ...rules, cancelWindowMinutes: 24 * 60 };
    expect(deliveryWindow(paid, 'ch', day)).toEqual({ from: '2026-12-04', to: '2026-12-07' });
    const none = { ...rules, cancelWindowMinutes: 0, productionDays: 0 };
    expect(deliveryWindow(paid, 'ch', none)).toEqual({ from: '2026-12-01', to: '2026-12-02' });
  });

  it('skips Christmas, St Stephen’s Day, New Year and Berchtold’s Day', () => {
    const paid = zurich('2026-12-23T10:00:00'); // Wednesday
    expect(deliveryWindow(paid, 'ch', rules)).toEqual({ from: '2026-12-29', to: '2026-12-30' });
    expect(deliveryWindow(paid, 'eu', rules)).toEqual({ from: '2026-12-31', to: '2027-01-06' });
  });

  it('skips Good Friday and Easter Monday', () => {
    const paid = zurich('2026-04-02T10:00:00', '+02:00'); // Maundy Thursday, summer time
    expect(deliveryWindow(paid, 'ch', rules)).toEqual({ from: '2026-04-09', to: '2026-04-10' });
  });

  it('names the day in Zürich, not in UTC', () => {
    // 23:30 UTC on Monday is 00:30 on Tuesday in Zürich, and the window closes at 01:30.
    const late = new Date('2026-11-30T23:30:00Z');
    expect(deliveryWindow(late, 'ch', rules)).toEqual({ from: '2026-12-04', to: '2026-12-07' });
  });

  it('always gives business days, in order, as far apart as the group’s transit allows, never earlier for a later payment', () => {
    const instant = fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    const zone = fc.constantFrom('ch' as const, 'eu' as const, 'uk' as const);
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3 * 24 * 60 }), zone, (paid, minutes, where) => {
        const window = deliveryWindow(paid, where, { ...rules, cancelWindowMinutes: minutes });
        expect(isBusinessDay(window.from, holidays)).toBe(true);
        expect(isBusinessDay(window.to, holidays)).toBe(true);
        expect(window.from <= window.to).toBe(true);
        const transit = rules.transitDays[where];
        expect(addBusinessDays(window.from, transit.max - transit.min, holidays)).toBe(window.to);
        const later = deliveryWindow(new Date(paid.getTime() + 6 * 3_600_000), where, {
          ...rules,
          cancelWindowMinutes: minutes,
        });
        expect(later.from >= window.from).toBe(true);
      }),
    );
  });
});

describe('a delivery day in the reader’s language', () => {
  it('reads as each language writes it', () => {
    expect(formatterFor('en').deliveryDay('2026-12-01')).toBe('Tue 1 Dec');
    expect(formatterFor('de').deliveryDay('2026-12-01')).toBe('Di. 1. Dez.');
    expect(formatterFor('fr').deliveryDay('2026-12-01')).toBe('mar. 1 déc.');
    expect(formatterFor('it').deliveryDay('2026-12-03')).toBe('gio 3 dic');
  });
});

describe('the delivery rules in the browser', () => {
  it("load without making a Zürich time-zone formatter: a page showing the server's estimate needs none", async () => {
    const { DateTimeFormat } = Intl;
    const made = { dates: 0 };
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    } as typeof DateTimeFormat;
    try {
      vi.resetModules();
      const fresh = await import('./delivery.ts');
      expect(made.dates).toBe(0);
      expect(fresh.zurichDayOf(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
      expect(fresh.zurichDayOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
      expect(made.dates).toBe(1);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});
