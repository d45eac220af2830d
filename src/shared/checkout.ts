import { z } from 'zod';
import { key } from './i18n/catalogue.ts';
import { passepartoutInFrame, printFormatFields } from './print-format-fields.ts';
import { formatKey } from './print-formats.ts';
import type { Frame, PrintSize } from './print-formats.ts';

export {
  A3_POSTER_PRICE,
  CONFETTI,
  CURRENCY,
  EDITION_HOLD_MINUTES,
  LIMITED_EDITION_MAX_SUPPLY,
  MAX_CART_LINES,
  MAX_ORDER_QUANTITY,
  SHIPPING_PRICE,
  fromMinorUnits,
  isLimitedEdition,
  toMinorUnits,
} from './checkout-limits.ts';
import { CURRENCY, MAX_CART_LINES, MAX_ORDER_QUANTITY } from './checkout-limits.ts';

export { SHIPPING_COUNTRIES } from './countries.ts';
import { HOME_COUNTRY, SHIPPING_COUNTRIES } from './countries.ts';
import type { ShippingCountryCode } from './countries.ts';

const countryCodes = new Set<string>(SHIPPING_COUNTRIES.map((country) => country.code));

const text = (message: string) => z.string({ error: message }).trim();
const nameRule = /^[\p{L}\p{M}\s'’-]+$/u;
const addressRule = /^[\p{L}\p{M}\p{N}\s,.'’#-]+$/u;
const zipRule = /^[A-Za-z0-9\s-]+$/;

/**
 * Postcodes as each country writes them (docs/product/pay.md#shipping-form): four digits in Switzerland,
 * Liechtenstein and Austria, five in Germany, France and Italy, the Royal Mail's format for the United Kingdom
 * (`UK`). Every other shipping country keeps the general rule (3 to 12 letters, digits, spaces, hyphens).
 */
export const POSTCODE_RULES = {
  CH: { pattern: /^\d{4}$/, message: key('checkout.zipFourDigits') },
  LI: { pattern: /^\d{4}$/, message: key('checkout.zipFourDigits') },
  AT: { pattern: /^\d{4}$/, message: key('checkout.zipFourDigits') },
  DE: { pattern: /^\d{5}$/, message: key('checkout.zipFiveDigits') },
  FR: { pattern: /^\d{5}$/, message: key('checkout.zipFiveDigits') },
  IT: { pattern: /^\d{5}$/, message: key('checkout.zipFiveDigits') },
  // Outward code (area, district), a space or none, inward code (sector, unit); GIR 0AA is Girobank's.
  UK: { pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}|GIR ?0AA)$/i, message: key('checkout.zipUk') },
} as const satisfies Partial<Record<ShippingCountryCode, { pattern: RegExp; message: string }>>;

/** Whether `zipCode` (trimmed) is a postcode of `country` by its rule; true for a country without one of its own. */
export function postcodeFits(country: string, zipCode: string): boolean {
  const rule = postcodeRuleOf(country);
  return rule ? rule.pattern.test(zipCode) : true;
}

/** A country's own postcode rule; none for the others (and never one of Object's own names: "valueOf"). */
function postcodeRuleOf(country: string): { pattern: RegExp; message: string } | undefined {
  return Object.hasOwn(POSTCODE_RULES, country) ? POSTCODE_RULES[country as keyof typeof POSTCODE_RULES] : undefined;
}

/** Street and number: from 3 characters ("Dorf 1"). */
export const ADDRESS_MIN_LENGTH = 3;

/**
 * The shipping fields (docs/product/pay.md#shipping-form), each on its own; `shippingSchema` adds the postcode's
 * rule per country.
 */
const shippingFields = z.object({
  firstName: text(key('checkout.firstNameTooShort'))
    .min(2, key('checkout.firstNameTooShort'))
    .max(50, key('checkout.firstNameTooLong'))
    .regex(nameRule, key('checkout.firstNameCharacters')),
  lastName: text(key('checkout.lastNameTooShort'))
    .min(2, key('checkout.lastNameTooShort'))
    .max(50, key('checkout.lastNameTooLong'))
    .regex(nameRule, key('checkout.lastNameCharacters')),
  email: text(key('checkout.invalidEmail'))
    .toLowerCase()
    .max(254, key('checkout.invalidEmail'))
    .pipe(z.email({ error: key('checkout.invalidEmail') })),
  address: text(key('checkout.addressTooShort'))
    .min(ADDRESS_MIN_LENGTH, key('checkout.addressTooShort'))
    .max(200, key('checkout.addressTooLong'))
    .regex(addressRule, key('checkout.addressCharacters')),
  city: text(key('checkout.cityTooShort'))
    .min(2, key('checkout.cityTooShort'))
    .max(100, key('checkout.cityTooLong'))
    .regex(nameRule, key('checkout.cityCharacters')),
  // Optional (most countries, Switzerland's among them, write no region): empty or absent is null.
  state: z
    .string({ error: key('checkout.stateCharacters') })
    .trim()
    .max(100, key('checkout.stateTooLong'))
    .nullish()
    .superRefine((value, context) => {
      if (!value) return;
      if (value.length < 2) context.addIssue({ code: 'custom', message: key('checkout.stateTooShort') });
      else if (!nameRule.test(value)) context.addIssue({ code: 'custom', message: key('checkout.stateCharacters') });
    })
    .transform((value) => value || null),
  zipCode: text(key('checkout.zipTooShort'))
    .min(3, key('checkout.zipTooShort'))
    .max(12, key('checkout.zipTooLong'))
    .regex(zipRule, key('checkout.zipFormat')),
  country: text(key('checkout.countryRequired'))
    .min(2, key('checkout.countryRequired'))
    .refine((code) => countryCodes.has(code), key('checkout.countryRequired')),
});

/** The postcode must fit its country's rule; a UK postcode is stored in capitals. */
const withCountryPostcode = <T extends { zipCode: string; country: string }>(data: T, context: z.RefinementCtx) => {
  if (!postcodeFits(data.country, data.zipCode)) {
    const message = postcodeRuleOf(data.country)?.message ?? key('checkout.zipFormat');
    context.addIssue({ code: 'custom', message, path: ['zipCode'] });
  }
};

/**
 * The shipping form (docs/product/pay.md#shipping-form): the browser's form and the server's checkout check the same
 * rules.
 */
export const shippingSchema = shippingFields.superRefine(withCountryPostcode).transform(upperCaseUkPostcode);

function upperCaseUkPostcode<T extends { zipCode: string; country: string }>(data: T): T {
  return data.country === 'UK' ? { ...data, zipCode: data.zipCode.toUpperCase() } : data;
}

export type ShippingInput = z.input<typeof shippingSchema>;
export type ShippingData = z.output<typeof shippingSchema>;

export const emptyShipping: ShippingInput = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: HOME_COUNTRY,
};

export const quantitySchema = z
  .number({ error: key('checkout.quantityInvalid') })
  .int(key('checkout.quantityInvalid'))
  .min(1, key('checkout.quantityInvalid'))
  .max(MAX_ORDER_QUANTITY, key('checkout.quantityInvalid'));

const posterId = z
  .number({ error: key('checkout.posterNotForSale') })
  .int(key('checkout.posterNotForSale'))
  .positive(key('checkout.posterNotForSale'))
  .max(Number.MAX_SAFE_INTEGER, key('checkout.posterNotForSale'));

/**
 * One cart line as the browser sends it: which poster, how many, whether it is a catalogue poster (the default)
 * or a poster of the signed-in buyer's own (`own: true`, decision 028), and its size, frame and passe-partout
 * (docs/product/pay.md#sizes-and-frames; absent: A3 unframed). Prices come from the server.
 */
export const cartLineSchema = z
  .object({
    id: posterId,
    quantity: quantitySchema,
    own: z
      .boolean({ error: key('checkout.posterNotForSale') })
      .optional()
      .default(false),
    ...printFormatFields,
  })
  .superRefine(passepartoutInFrame);

export type CartLineInput = z.output<typeof cartLineSchema>;

/** What makes two cart lines the same: the poster, whether it is the buyer's own, and its format. */
export const cartLineKey = (line: {
  id: number;
  own?: boolean;
  size: PrintSize;
  frame: Frame;
  passepartout: boolean;
}) => `${line.own ? 'own' : 'catalogue'}:${line.id}:${formatKey(line)}`;

/**
 * POST /api/prepare-checkout (docs/product/pay.md#checkout): the shipping fields plus either
 * `imageId`, `quantity` and the print's `size`, `frame` and `passepartout` (a poster the signed-in user created, at
 * the price table's amount) or `cartItems` (catalogue posters at their own prices, and the signed-in buyer's own
 * posters, each line in its format). Any amount or discount the browser adds is ignored.
 */
export const prepareCheckoutSchema = shippingFields
  .extend({
    quantity: quantitySchema.optional(),
    imageId: posterId.optional(),
    ...printFormatFields,
    cartItems: z
      .array(cartLineSchema, { error: key('checkout.cartEmpty') })
      .min(1, key('checkout.cartEmpty'))
      .max(MAX_CART_LINES, key('checkout.cartTooLarge'))
      .optional(),
  })
  .refine((input) => input.imageId !== undefined || input.cartItems !== undefined, {
    message: key('checkout.posterRequired'),
    path: ['imageId'],
  })
  .refine((input) => !(input.imageId !== undefined && input.cartItems !== undefined), {
    message: key('checkout.posterRequired'),
    path: ['imageId'],
  })
  .refine((input) => !input.cartItems || new Set(input.cartItems.map(cartLineKey)).size === input.cartItems.length, {
    message: key('checkout.cartDuplicate'),
    path: ['cartItems'],
  })
  .superRefine(passepartoutInFrame)
  .superRefine(withCountryPostcode)
  .transform(upperCaseUkPostcode);

export type PrepareCheckoutRequest = z.input<typeof prepareCheckoutSchema>;

/** One priced line of a checkout, as the server computed it. */
export type CheckoutLine = {
  imageId: number;
  name: string;
  style: string;
  quantity: number;
  /** The print's format (docs/product/pay.md#sizes-and-frames). */
  size: PrintSize;
  frame: Frame;
  passepartout: boolean;
  /** CHF per print, with its frame and mount. */
  unitPrice: number;
  /** CHF per print without frame or mount: what a creator's royalty is a share of. */
  printPrice: number;
  isLimitedEdition: boolean;
  imageUrl: string;
  /** A poster of the buyer's own (decision 028): no edition, no royalty. */
  own?: boolean;
};

export type PrepareCheckoutResponse = {
  clientSecret: string;
  confirmationId: string;
  /** CHF, as the provider will charge it. */
  amount: number;
  currency: typeof CURRENCY;
  lines: CheckoutLine[];
  /** When held editions are released if the payment has not arrived. */
  expiresAt: string;
};

const paymentIntentId = z
  .string({ error: key('checkout.paymentMismatch') })
  .trim()
  .min(3, key('checkout.paymentMismatch'))
  .max(255, key('checkout.paymentMismatch'));
const confirmationIdField = z
  .string({ error: key('checkout.checkoutNotFound') })
  .trim()
  .min(3, key('checkout.checkoutNotFound'))
  .max(64, key('checkout.checkoutNotFound'));

/**
 * POST /api/complete-order: the browser sends many fields; only the payment and the checkout count, the rest is
 * ignored.
 */
export const completeOrderSchema = z.object({ paymentIntentId, confirmationId: confirmationIdField }).passthrough();

/**
 * POST /api/complete-catalogue-order: `orderConfirmationId` is the checkout's id
 * (docs/product/pay.md#completing-an-order).
 */
export const completeCatalogueOrderSchema = z
  .object({
    paymentIntentId,
    orderConfirmationId: confirmationIdField.optional(),
    confirmationId: confirmationIdField.optional(),
  })
  .passthrough()
  .refine((input) => input.orderConfirmationId ?? input.confirmationId, {
    message: key('checkout.checkoutNotFound'),
    path: ['orderConfirmationId'],
  });

export type CompleteOrderResponse = {
  confirmationId: string;
  /** CHF. */
  amount: number;
  itemCount: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Where a shipped order goes (its delivery estimate's group); absent for credits. */
  country?: string;
  /** A guest's key to the order's page (`/orders/<reference>?key=…`, decision 014); absent for a signed-in buyer. */
  orderKey?: string;
};

/**
 * POST /api/payments/sandbox/confirm (docs/product/pay.md#sandbox-payments): the built-in card form of the sandbox
 * provider.
 */
export const sandboxConfirmSchema = z.object({
  clientSecret: z
    .string({ error: key('checkout.intentNotFound') })
    .min(10, key('checkout.intentNotFound'))
    .max(255, key('checkout.intentNotFound')),
  cardNumber: z
    .string({ error: key('checkout.cardNumberInvalid') })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, key('checkout.cardNumberInvalid'))),
  expMonth: z.coerce
    .number({ error: key('checkout.cardExpiryInvalid') })
    .int(key('checkout.cardExpiryInvalid'))
    .min(1, key('checkout.cardExpiryInvalid'))
    .max(12, key('checkout.cardExpiryInvalid')),
  expYear: z.coerce
    .number({ error: key('checkout.cardExpiryInvalid') })
    .int(key('checkout.cardExpiryInvalid'))
    .min(0, key('checkout.cardExpiryInvalid'))
    .max(2100, key('checkout.cardExpiryInvalid'))
    .transform((year) => (year < 100 ? 2000 + year : year)),
  cvc: z
    .string({ error: key('checkout.cardCvcInvalid') })
    .trim()
    .regex(/^\d{3,4}$/, key('checkout.cardCvcInvalid')),
});

export type SandboxConfirmRequest = z.input<typeof sandboxConfirmSchema>;

export type SandboxConfirmResponse = {
  status: 'succeeded' | 'requires_payment_method' | 'processing';
  paymentIntentId?: string;
  setupIntentId?: string;
  paymentMethodId?: string;
  error?: { code: string; message: string };
};
