import { z } from 'zod';
import { checkoutMessages as m } from './messages/checkout.ts';

export {
  A3_POSTER_PRICE,
  CONFETTI,
  CURRENCY,
  EDITION_HOLD_MINUTES,
  LIMITED_EDITION_MAX_SUPPLY,
  MAX_CART_LINES,
  MAX_ORDER_QUANTITY,
  SHIPPING_PRICE,
  formatChf,
  fromMinorUnits,
  isLimitedEdition,
  toMinorUnits,
} from './checkout-limits.ts';
import { CURRENCY, MAX_CART_LINES, MAX_ORDER_QUANTITY } from './checkout-limits.ts';

/** The 32 shipping countries (spec 001 §5), two-letter codes; the United Kingdom is 'UK' as in the spec. */
export const SHIPPING_COUNTRIES = [
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'HR', name: 'Croatia' },
  { code: 'CY', name: 'Cyprus' },
  { code: 'CZ', name: 'Czech Republic' },
  { code: 'DK', name: 'Denmark' },
  { code: 'EE', name: 'Estonia' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'GR', name: 'Greece' },
  { code: 'HU', name: 'Hungary' },
  { code: 'IS', name: 'Iceland' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'LV', name: 'Latvia' },
  { code: 'LI', name: 'Liechtenstein' },
  { code: 'LT', name: 'Lithuania' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'MT', name: 'Malta' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'RO', name: 'Romania' },
  { code: 'SK', name: 'Slovakia' },
  { code: 'SI', name: 'Slovenia' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'UK', name: 'United Kingdom' },
] as const;

const countryCodes = new Set<string>(SHIPPING_COUNTRIES.map((country) => country.code));
export const countryName = (code: string) => SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

const text = (message: string) => z.string({ error: message }).trim();
const nameRule = /^[\p{L}\p{M}\s'’-]+$/u;
const addressRule = /^[\p{L}\p{M}\p{N}\s,.'’#-]+$/u;
const zipRule = /^[A-Za-z0-9\s-]+$/;

/** The shipping form (spec 001 §5): the browser's form and the server's checkout check the same rules. */
export const shippingSchema = z.object({
  firstName: text(m.firstNameTooShort).min(2, m.firstNameTooShort).max(50, m.firstNameTooLong).regex(nameRule, m.firstNameCharacters),
  lastName: text(m.lastNameTooShort).min(2, m.lastNameTooShort).max(50, m.lastNameTooLong).regex(nameRule, m.lastNameCharacters),
  email: text(m.invalidEmail).toLowerCase().max(254, m.invalidEmail).pipe(z.email({ error: m.invalidEmail })),
  address: text(m.addressTooShort).min(10, m.addressTooShort).max(200, m.addressTooLong).regex(addressRule, m.addressCharacters),
  city: text(m.cityTooShort).min(2, m.cityTooShort).max(100, m.cityTooLong).regex(nameRule, m.cityCharacters),
  state: text(m.stateTooShort).min(2, m.stateTooShort).max(100, m.stateTooLong).regex(nameRule, m.stateCharacters),
  zipCode: text(m.zipTooShort).min(3, m.zipTooShort).max(12, m.zipTooLong).regex(zipRule, m.zipFormat),
  country: text(m.countryRequired).min(2, m.countryRequired).refine((code) => countryCodes.has(code), m.countryRequired),
});

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
  country: 'CH',
};

export const quantitySchema = z
  .number({ error: m.quantityInvalid })
  .int(m.quantityInvalid)
  .min(1, m.quantityInvalid)
  .max(MAX_ORDER_QUANTITY, m.quantityInvalid);

const posterId = z.number({ error: m.posterNotForSale }).int(m.posterNotForSale).positive(m.posterNotForSale).max(Number.MAX_SAFE_INTEGER, m.posterNotForSale);

/** One cart line as the browser sends it: which catalogue poster and how many. Prices come from the server. */
export const cartLineSchema = z.object({ id: posterId, quantity: quantitySchema });

/**
 * POST /api/prepare-checkout (spec 001 §7, spec 002 §7): the shipping fields plus either
 * `imageId` and `quantity` (a poster the signed-in user created: 29.95 CHF each) or `cartItems`
 * (catalogue posters at their own prices). Any amount or discount the browser adds is ignored.
 */
export const prepareCheckoutSchema = shippingSchema
  .extend({
    quantity: quantitySchema.optional(),
    imageId: posterId.optional(),
    cartItems: z.array(cartLineSchema, { error: m.cartEmpty }).min(1, m.cartEmpty).max(MAX_CART_LINES, m.cartTooLarge).optional(),
  })
  .refine((input) => input.imageId !== undefined || input.cartItems !== undefined, { message: m.posterRequired, path: ['imageId'] })
  .refine((input) => !(input.imageId !== undefined && input.cartItems !== undefined), { message: m.posterRequired, path: ['imageId'] })
  .refine((input) => !input.cartItems || new Set(input.cartItems.map((line) => line.id)).size === input.cartItems.length, {
    message: m.cartDuplicate,
    path: ['cartItems'],
  });

export type PrepareCheckoutRequest = z.input<typeof prepareCheckoutSchema>;

/** One priced line of a checkout, as the server computed it. */
export type CheckoutLine = {
  imageId: number;
  name: string;
  style: string;
  quantity: number;
  /** CHF per print. */
  unitPrice: number;
  isLimitedEdition: boolean;
  imageUrl: string;
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

const paymentIntentId = z.string({ error: m.paymentMismatch }).trim().min(3, m.paymentMismatch).max(255, m.paymentMismatch);
const confirmationIdField = z.string({ error: m.checkoutNotFound }).trim().min(3, m.checkoutNotFound).max(64, m.checkoutNotFound);

/** POST /api/complete-order: the spec's fields; only the payment and the checkout count, the rest is ignored. */
export const completeOrderSchema = z.object({ paymentIntentId, confirmationId: confirmationIdField }).passthrough();

/** POST /api/complete-catalogue-order: `orderConfirmationId` is the checkout's id (spec 002 §7). */
export const completeCatalogueOrderSchema = z
  .object({ paymentIntentId, orderConfirmationId: confirmationIdField.optional(), confirmationId: confirmationIdField.optional() })
  .passthrough()
  .refine((input) => input.orderConfirmationId ?? input.confirmationId, { message: m.checkoutNotFound, path: ['orderConfirmationId'] });

export type CompleteOrderResponse = {
  confirmationId: string;
  /** CHF. */
  amount: number;
  itemCount: number;
  email: string;
  firstName: string;
  lastName: string;
};

/** POST /api/payments/sandbox/confirm (ARCHITECTURE §6): the built-in card form of the sandbox provider. */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string({ error: m.intentNotFound }).min(10, m.intentNotFound).max(255, m.intentNotFound),
  cardNumber: z
    .string({ error: m.cardNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, m.cardNumberInvalid)),
  expMonth: z.coerce.number({ error: m.cardExpiryInvalid }).int(m.cardExpiryInvalid).min(1, m.cardExpiryInvalid).max(12, m.cardExpiryInvalid),
  expYear: z.coerce
    .number({ error: m.cardExpiryInvalid })
    .int(m.cardExpiryInvalid)
    .min(0, m.cardExpiryInvalid)
    .max(2100, m.cardExpiryInvalid)
    .transform((year) => (year < 100 ? 2000 + year : year)),
  cvc: z.string({ error: m.cardCvcInvalid }).trim().regex(/^\d{3,4}$/, m.cardCvcInvalid),
});

export type SandboxConfirmRequest = z.input<typeof sandboxConfirmSchema>;

export type SandboxConfirmResponse = {
  status: 'succeeded' | 'requires_payment_method' | 'processing';
  paymentIntentId?: string;
  setupIntentId?: string;
  paymentMethodId?: string;
  error?: { code: string; message: string };
};
