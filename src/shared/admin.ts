import { z } from 'zod';
import { clampedInteger } from './catalogue.ts';
import type { CataloguePoster, Pagination } from './catalogue.ts';
import { key } from './i18n/catalogue.ts';
import type { PrintFormat, PrintSize } from './print-formats.ts';

/** Order statuses (decision 010); what each may become is decision 022's rule (order-status-rules.ts). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const MAX_ADMIN_ORDERS_PAGE_SIZE = 200;
/** The review queue loads pages of 20 (docs/product/admin.md#review-queue). */
export const REVIEW_PAGE_SIZE = 20;
export const MAX_ADMIN_SEARCH_LENGTH = 100;

const searchText = z
  .string({ error: key('admin.invalidSearch') })
  .optional()
  .transform((value) => (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim())
  .refine((value) => value.length <= MAX_ADMIN_SEARCH_LENGTH, key('admin.invalidSearch'));

const statusFilter = z
  .string({ error: key('admin.invalidStatus') })
  .optional()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .refine(
    (value) => value === '' || value === 'all' || (ORDER_STATUSES as readonly string[]).includes(value),
    key('admin.invalidStatus'),
  )
  .transform((value) => (value === '' || value === 'all' ? null : (value as OrderStatus)));

/**
 * GET /api/admin/orders and /api/admin/catalogue-orders: server-side paging, search and the status filter
 * (docs/product/admin.md#orders).
 */
export const adminOrdersQuerySchema = z.object({
  limit: clampedInteger(ADMIN_ORDERS_PAGE_SIZE, 1, MAX_ADMIN_ORDERS_PAGE_SIZE),
  offset: clampedInteger(0, 0, 10_000_000),
  search: searchText,
  status: statusFilter,
  /** Only orders the print lab flagged (decision 038): `true`. */
  needsAttention: z
    .enum(['true', 'false', ''], { error: key('admin.invalidStatus') })
    .optional()
    .transform((value) => value === 'true'),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: key('admin.invalidStatus') }),
});

export const exportQuerySchema = z.object({
  type: z
    .enum(['all', 'standard', 'catalogue'], { error: key('admin.invalidExportType') })
    .optional()
    .default('all'),
  search: searchText,
  status: statusFilter,
});

export const reviewQuerySchema = z.object({
  limit: clampedInteger(REVIEW_PAGE_SIZE, 1, 100),
  offset: clampedInteger(0, 0, 10_000_000),
});

export const loginSchema = z.object({
  username: z
    .string({ error: key('admin.credentialsRequired') })
    .min(1, key('admin.credentialsRequired'))
    .max(200, key('admin.invalidCredentials')),
  password: z
    .string({ error: key('admin.credentialsRequired') })
    .min(1, key('admin.credentialsRequired'))
    .max(500, key('admin.invalidCredentials')),
  /** The authenticator's 6-digit code (spaces allowed), for a sign-in or to confirm the enrolment. */
  code: z
    .string({ error: key('admin.codeFormat') })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^(\d{6})?$/, key('admin.codeFormat')))
    .optional(),
  /** One of the recovery codes, instead of a code. */
  recoveryCode: z
    .string({ error: key('admin.invalidRecoveryCode') })
    .trim()
    .max(40, key('admin.invalidRecoveryCode'))
    .optional(),
});

/** The second factor's enrolment: the secret to type in, the otpauth:// address and its QR code (a data URL). */
export type AdminEnrolment = { secret: string; otpauthUrl: string; qrCode: string };

/**
 * POST /api/admin/login answers: signed in (with the recovery codes once, right after enrolment), or the
 * password was right and the second step is asked: a code, or the enrolment for an admin without one yet.
 */
export type AdminSignInResult =
  | { success: true; username: string; expiresAt: string; recoveryCodes?: string[] }
  | { success: false; secondFactor: 'code' }
  | { success: false; secondFactor: 'enrol'; enrolment: AdminEnrolment };

export const visibilitySchema = z.object({ isPublic: z.boolean({ error: key('admin.invalidVisibility') }).optional() });

export const editionSchema = z.object({
  soldCount: z.number({ error: key('admin.soldCountInvalid') }).int(key('admin.soldCountInvalid')),
});

/** The longest note a reviewer may send a creator with a rejection. */
export const REJECTION_REASON_MAX = 1000;

export const rejectSchema = z.object({
  reason: z.string().trim().max(REJECTION_REASON_MAX, key('admin.reasonTooLong')).optional(),
});

/** Standard order: its format (docs/product/pay.md#sizes-and-frames; an order from before sizes is A3 unframed). */
export type AdminOrder = PrintFormat & {
  id: number;
  confirmationId: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  /** Canton or region: null when the customer gave none. */
  state: string | null;
  zipCode: string;
  country: string;
  amount: number;
  status: OrderStatus;
  /** What the status may become from here (decision 022): the selector offers these; the server decides. */
  allowedStatuses: OrderStatus[];
  style: string | null;
  quantity: number;
  posterImageUrl: string | null;
  originalImageUrl: string | null;
  printMaster: AdminPrintMaster;
  /** Where the print lab is with it (decision 038); null when no lab has it (the manual way). */
  lab: AdminLabView | null;
};

/** The print lab's side of an order (decision 038). */
export type AdminLabView = {
  lab: string;
  labOrderId: string | null;
  /** 'queued', 'sent', 'in_production', 'shipped', 'complete' or 'cancelled'. */
  stage: string;
  /** The lab's own word for it. */
  labStage: string | null;
  needsAttention: boolean;
  lastError: string | null;
};

/**
 * The file a line is printed from (docs/product/create.md#print-masters-per-size): its size, its pixels and a link the
 * admin opens signed in; `url` is null while the job still makes a master of that size (A3: the poster's own master).
 */
export type AdminPrintMaster = { size: PrintSize; width: number; height: number; url: string | null };

/** Catalogue order (docs/product/admin.md#orders); `quantity` counts prints, `itemCount` lines. */
export type AdminCatalogueOrder = Omit<
  AdminOrder,
  'style' | 'posterImageUrl' | 'originalImageUrl' | 'printMaster' | keyof PrintFormat
> & {
  itemCount: number;
  /** The formats of its lines, each once, smallest size first: the table names them. */
  formats: PrintFormat[];
};

/** A line of a catalogue order, in its format. */
export type AdminCatalogueOrderItem = PrintFormat & {
  id: number;
  imageId: number | null;
  name: string | null;
  style: string | null;
  quantity: number;
  price: number;
  /** Null, all three, for a poster of the buyer's own: it is no edition (decision 028). */
  firstEdition: number | null;
  lastEdition: number | null;
  totalSupply: number | null;
  posterImageUrl: string | null;
  printMaster: AdminPrintMaster;
};

export type AuditEntry = {
  id: number;
  adminUsername: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** `printLab`: the shop sends its orders to a print lab (FULFILMENT, decision 038), so the list offers its filter. */
export type AdminOrdersPage<Order> = { orders: Order[]; pagination: Pagination; printLab: boolean };

/** `fullImageUrl` and `generatedPath` are the print master, under /api/admin/storage-image/ (decision 023). */
export type AdminCataloguePoster = Omit<CataloguePoster, 'usingThumbnail'> & {
  usingThumbnail: false;
  isPublic: boolean;
  isApproved: boolean;
};

export type PendingPoster = {
  id: number;
  imageUrl: string;
  fullImageUrl: string;
  style: string;
  name: string;
  /** Null once the creator deleted their account. */
  username: string | null;
  city: string | null;
  totalSupply: number;
  pricePerUnit: number;
  publishedAt: string | null;
  /** How many pixels of the photo the poster shows across (null while unknown): the sizes it prints sharp at. */
  shownPhotoWidth: number | null;
};
