/**
 * When a poster arrives (docs/product/after-the-sale.md#delivery-estimate, decision 034). Every order is paid, may be
 * cancelled for `ORDER_CANCEL_WINDOW_MINUTES`, is printed in `PRODUCTION_DAYS` business days once that window has
 * closed, and travels a number of business days that depends on where it goes. Business days are the shop's: Monday
 * to Friday in Europe/Zurich, without the shop canton's public holidays (`SHOP_HOLIDAYS`). The browser never
 * computes a window: the server does, with its clock and its configuration, and sends dates (`YYYY-MM-DD`).
 */

/** The destination groups: Switzerland and Liechtenstein, the EU and EEA, the United Kingdom. */
export const DELIVERY_ZONES = ['ch', 'eu', 'uk'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Which group a shipping country belongs to: every one of the 32 has one (CH, LI → ch; UK → uk; the rest eu). */
export function deliveryZoneOf(country: string): DeliveryZone {
  if (country === 'CH' || country === 'LI') return 'ch';
  if (country === 'UK') return 'uk';
  return 'eu';
}

export type TransitDays = { min: number; max: number };

export type DeliveryRules = {
  /** Business days of printing and packing, counted from the day the cancellation window closes. */
  productionDays: number;
  /** Business days on the way, per group. */
  transitDays: Record<DeliveryZone, TransitDays>;
  /** ORDER_CANCEL_WINDOW_MINUTES: nothing is printed before it has passed. */
  cancelWindowMinutes: number;
  /** The shop canton's public holidays, as `parseHolidays` reads them. */
  holidays: HolidayRule[];
};

/** The defaults of `DELIVERY_DAYS` and `PRODUCTION_DAYS`. */
export const DEFAULT_DELIVERY_DAYS = 'ch:1-2,eu:3-6,uk:4-8';
export const DEFAULT_PRODUCTION_DAYS = 2;
/**
 * The canton of Zürich's public holidays (the shop's address is in Zürich): New Year, Berchtold's Day, Good Friday,
 * Easter Monday, Labour Day, Ascension, Whit Monday, the National Day, Christmas and St Stephen's Day.
 */
export const DEFAULT_SHOP_HOLIDAYS = '01-01,01-02,easter-2,easter+1,05-01,easter+39,easter+50,08-01,12-25,12-26';

/** One holiday: a fixed day every year (`MM-DD`), a day relative to Easter Sunday (`easter+N`), or one date. */
export type HolidayRule =
  { kind: 'yearly'; month: number; day: number } | { kind: 'easter'; offset: number } | { kind: 'date'; date: string };

/** A delivery window: the first and the last day it may arrive, as calendar dates in Europe/Zurich. */
export type DeliveryWindow = { from: string; to: string };
/** GET /api/delivery-estimate: the window of an order paid now, for each group. */
export type DeliveryEstimateResponse = { zones: Record<DeliveryZone, DeliveryWindow> };

/** Reads `SHOP_HOLIDAYS`: comma-separated `MM-DD`, `easter+N` / `easter-N` or `YYYY-MM-DD`; throws on anything else. */
export function parseHolidays(text: string): HolidayRule[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): HolidayRule => {
      const easter = /^easter([+-]\d{1,3})?$/i.exec(entry);
      if (easter) return { kind: 'easter', offset: Number(easter[1] ?? 0) };
      const yearly = /^(\d{2})-(\d{2})$/.exec(entry);
      if (yearly && validDate(2000, Number(yearly[1]), Number(yearly[2])))
        return { kind: 'yearly', month: Number(yearly[1]), day: Number(yearly[2]) };
      const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(entry);
      if (date && validDate(Number(date[1]), Number(date[2]), Number(date[3]))) return { kind: 'date', date: entry };
      throw new Error(`"${entry}" is not MM-DD, easter+N, easter-N or YYYY-MM-DD`);
    });
}

/** Reads `DELIVERY_DAYS` (`ch:1-2,eu:3-6,uk:4-8`): every group once, each `min-max` business days, min ≤ max. */
export function parseDeliveryDays(text: string): Record<DeliveryZone, TransitDays> {
  const found: Partial<Record<DeliveryZone, TransitDays>> = {};
  for (const entry of text.split(',').map((part) => part.trim())) {
    const match = /^(ch|eu|uk):(\d{1,2})(?:-(\d{1,2}))?$/i.exec(entry);
    if (!match) throw new Error(`"${entry}" is not group:min-max (groups ch, eu, uk)`);
    const zone = match[1]!.toLowerCase() as DeliveryZone;
    const min = Number(match[2]);
    const max = Number(match[3] ?? match[2]);
    if (max < min) throw new Error(`"${entry}": the most days are fewer than the fewest`);
    if (found[zone]) throw new Error(`"${zone}" is given twice`);
    found[zone] = { min, max };
  }
  const missing = DELIVERY_ZONES.filter((zone) => !found[zone]);
  if (missing.length > 0) throw new Error(`no days for ${missing.join(', ')}`);
  return found as Record<DeliveryZone, TransitDays>;
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as a count of days since 1970-01-01 (UTC arithmetic: no daylight saving in between). */
type Day = number;
const DAY_MS = 86_400_000;
const dayOf = (year: number, month: number, day: number): Day => Date.UTC(year, month - 1, day) / DAY_MS;
const isoOf = (day: Day) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Made when first asked: a formatter with a time zone loads the zone's data, which on a phone blocks a page's first
 * load for a good part of a second, and the pages that show an estimate only read the server's (decision 026).
 */
let zurichDate: Intl.DateTimeFormat | undefined;

/** The calendar day an instant falls on in Zürich. */
export function zurichDayOf(instant: Date): string {
  zurichDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return zurichDate.format(instant);
}

/** Easter Sunday of a year (the Gregorian computus of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(dayOf(year, month, day));
}

const parseIso = (iso: string): Day =>
  dayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

/** Whether a calendar day (`YYYY-MM-DD`) is one of the shop's business days. */
export function isBusinessDay(iso: string, holidays: HolidayRule[]): boolean {
  const day = parseIso(iso);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const date = Number(iso.slice(8, 10));
  return !holidays.some((rule) => {
    if (rule.kind === 'date') return rule.date === iso;
    if (rule.kind === 'yearly') return rule.month === month && rule.day === date;
    return parseIso(easterSunday(year)) + rule.offset === day;
  });
}

/** The business day `count` business days after `iso` (0: `iso` itself if it is one, else the next one). */
export function addBusinessDays(iso: string, count: number, holidays: HolidayRule[]): string {
  let day = parseIso(iso);
  while (!isBusinessDay(isoOf(day), holidays)) day += 1;
  for (let left = count; left > 0;) {
    day += 1;
    if (isBusinessDay(isoOf(day), holidays)) left -= 1;
  }
  return isoOf(day);
}

/**
 * The window of an order paid at `paidAt` going to `zone`: printing starts on the business day the cancellation
 * window closes on (or the next one), takes `productionDays` business days, then the parcel travels the group's
 * fewest to most business days.
 */
export function deliveryWindow(paidAt: Date, zone: DeliveryZone, rules: DeliveryRules): DeliveryWindow {
  const windowClosed = new Date(paidAt.getTime() + rules.cancelWindowMinutes * 60_000);
  const shipped = addBusinessDays(zurichDayOf(windowClosed), rules.productionDays, rules.holidays);
  const transit = rules.transitDays[zone];
  return {
    from: addBusinessDays(shipped, transit.min, rules.holidays),
    to: addBusinessDays(shipped, transit.max, rules.holidays),
  };
}

/** The windows of every group for an order paid at `paidAt`. */
export function deliveryWindows(paidAt: Date, rules: DeliveryRules): Record<DeliveryZone, DeliveryWindow> {
  return {
    ch: deliveryWindow(paidAt, 'ch', rules),
    eu: deliveryWindow(paidAt, 'eu', rules),
    uk: deliveryWindow(paidAt, 'uk', rules),
  };
}

/** Whole days the cancellation window may hold an order back, for schema.org's handling time. */
export const cancelWindowDays = (minutes: number) => Math.ceil(minutes / (24 * 60));
