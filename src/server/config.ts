import { isIP } from 'node:net';
import {
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_PRODUCTION_DAYS,
  DEFAULT_SHOP_HOLIDAYS,
  parseDeliveryDays,
  parseHolidays,
} from '../shared/delivery.ts';
import type { DeliveryRules } from '../shared/delivery.ts';
import { z } from 'zod';
import { DEFAULT_CREDIT_PACKS, parseCreditPacks } from '../shared/membership.ts';

/**
 * The environment, validated once at start (docs/product/operations.md#configuration). A bad value stops start-up
 * with one line per problem naming the variable, so a typo never turns into a half-working shop.
 */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalText.refine(
    (value) => value === undefined || isUrlWithProtocol(value, protocols),
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

/** proxy-addr's names for private ranges (Fastify's trustProxy passes them on). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For counts (Fastify's trustProxy). Off by default: the client's
 * address is the connection's. A hop count trusts that many proxies in front; a list trusts those
 * addresses or ranges; `true` trusts every sender (only for a server no client can reach directly).
 */
const trustProxySetting = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | number | string[] => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length === 0 || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message:
          `must be false, a hop count, true, or a comma-separated list of addresses or CIDR ranges (not ` +
          `${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  TRUST_PROXY: trustProxySetting,
  BRAND_NAME: z.string().trim().min(1).max(40).default('Affiche'),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, 'must be at least 12 characters'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Affiche <hello@affiche.local>'),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_/.test(v), 'must start with sk_ or rk_'),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine((v) => v === undefined || v.startsWith('pk_'), 'must start with pk_'),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || v.startsWith('whsec_'),
    'must start with whsec_',
  ),
  STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
  /**
   * Which payments: Stripe (when its key is set) or the in-process sandbox; production takes the sandbox only by this
   * name.
   */
  PAYMENTS: optionalText.pipe(z.enum(['stripe', 'sandbox']).optional()),
  /** Which mail: SMTP (when SMTP_URL is set) or the outbox folder; production takes the outbox only by this name. */
  MAIL: optionalText.pipe(z.enum(['smtp', 'outbox']).optional()),
  /** Production takes a PUBLIC_URL that is not HTTPS only when this says so (a staging shop on a private network). */
  ALLOW_HTTP_PUBLIC_URL: booleanFlag(false),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl(['http:', 'https:']),
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default('gpt-image-1'),
  POSTER_ENGINE: z.enum(['local', 'openai']).default('local'),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  FFMPEG_PATH: optionalText,
  FREE_CREDITS: z.coerce.number().int().min(0).max(1000).default(2),
  PROMO_CODES: z
    .string()
    .default('BETA60,EARLY60,LAUNCH60')
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z0-9_-]{3,32}$/, 'must be a comma-separated list of codes (A-Z, 0-9)'))),
  CREDIT_PACKS: z
    .string()
    .default(DEFAULT_CREDIT_PACKS)
    .transform((value, context) => {
      const packs = parseCreditPacks(value);
      if (typeof packs === 'string') {
        context.addIssue({
          code: 'custom',
          message: `${packs}; use "credits:price,…" such as ${DEFAULT_CREDIT_PACKS}`,
        });
        return z.NEVER;
      }
      return packs;
    }),
  SEED_DEMO: optionalText.pipe(z.enum(['true', 'false']).optional()),
  GA_MEASUREMENT_ID: optionalText.refine((v) => v === undefined || /^G-[A-Z0-9]+$/.test(v), 'must look like G-XXXXXXX'),
  PARTNER_INQUIRY_TO: optionalText,
  SHOP_NAME: optionalText,
  SHOP_ADDRESS: z
    .string()
    .trim()
    .min(5, "must be the shop's postal address, its lines separated by commas")
    .max(300)
    .default('Affiche, Limmatquai 1, 8001 Zürich'),
  /** The shop's country, a two-letter code: receipts name it in their reader's language ("Schweiz", "Suisse"). */
  SHOP_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code, such as CH')
    .refine(
      (code) =>
        !/^[A-Z]{2}$/.test(code) ||
        new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined,
      'must be a country code Intl knows, such as CH',
    )
    .default('CH'),
  SHOP_VAT_NUMBER: optionalText,
  VAT_RATE: z.coerce.number().min(0).max(30).default(8.1),
  ORDER_CANCEL_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
  /** Business days on the way per destination group (docs/product/after-the-sale.md#delivery-estimate). */
  DELIVERY_DAYS: z
    .string()
    .trim()
    .default(DEFAULT_DELIVERY_DAYS)
    .transform((value, context) => {
      try {
        return parseDeliveryDays(value);
      } catch (error) {
        context.addIssue({
          code: 'custom',
          message: `${(error as Error).message}; use "group:min-max,…" such as ${DEFAULT_DELIVERY_DAYS}`,
        });
        return z.NEVER;
      }
    }),
  PRODUCTION_DAYS: z.coerce.number().int().min(0).max(30).default(DEFAULT_PRODUCTION_DAYS),
  SHOP_HOLIDAYS: z
    .string()
    .trim()
    .default(DEFAULT_SHOP_HOLIDAYS)
    .transform((value, context) => {
      try {
        return parseHolidays(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: `${(error as Error).message}; e.g. ${DEFAULT_SHOP_HOLIDAYS}` });
        return z.NEVER;
      }
    }),
  BACKUP_CRON: optionalText.refine(
    (v) => v === undefined || /^(\S+\s+){4,5}\S+$/.test(v),
    'must be a cron expression of 5 fields (UTC), such as "30 3 * * *"',
  ),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || v.length >= 24,
    'must be at least 24 characters (e.g. openssl rand -hex 24)',
  ),
  /** Who prints paid orders (decision 038): the admin by hand (manual) or Prodigi's API. */
  FULFILMENT: z.enum(['manual', 'prodigi']).default('manual'),
  PRODIGI_API_KEY: optionalText,
  PRODIGI_API_URL: optionalUrl(['http:', 'https:']),
  /** How often the send job tries a lab that does not answer, and the first pause (doubled each time), in seconds. */
  LAB_SEND_RETRIES: z.coerce.number().int().min(0).max(20).default(8),
  LAB_SEND_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Environment = z.output<typeof environmentSchema>;

export type Config = Environment & {
  isProduction: boolean;
  /** Payments resolved: PAYMENTS, else Stripe when its key is set, else the sandbox. */
  payments: 'stripe' | 'sandbox';
  /** Mail resolved: MAIL, else SMTP when SMTP_URL is set, else the outbox folder. */
  mail: 'smtp' | 'outbox';
  /** A production shop on the sandbox (a staging shop): every page and mail says it is a test. */
  testMode: boolean;
  /** SEED_DEMO resolved: true by default outside production, false in production unless asked for. */
  seedDemo: boolean;
  /** The S3 store is used when a bucket is named. */
  useS3: boolean;
  /** Stripe is used when a secret key is set; the in-process sandbox otherwise. */
  useStripe: boolean;
  publicUrl: string;
  /** Where scheduled backups go: BACKUP_DIR, else DATA_DIR/backups. */
  backupDir: string;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.problems = problems;
  }
}

export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
  options: { refuseStandIns?: boolean } = {},
): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return `${name}: ${issue.message} (got ${JSON.stringify(environment[name] ?? '')})`;
      }),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_BUCKET: is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too');
  }
  if (env.POSTER_ENGINE === 'openai' && !env.OPENAI_API_KEY) {
    problems.push('POSTER_ENGINE: is "openai", so OPENAI_API_KEY must be set');
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_SECRET_KEY: is set, so STRIPE_PUBLISHABLE_KEY must be set too');
  }
  if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY)
    problems.push('PAYMENTS: is "stripe", so STRIPE_SECRET_KEY must be set');
  if (env.PAYMENTS === 'sandbox' && env.STRIPE_SECRET_KEY)
    problems.push('PAYMENTS: is "sandbox" while STRIPE_SECRET_KEY is set; remove one of them');
  if (env.FULFILMENT === 'prodigi' && !env.PRODIGI_API_KEY)
    problems.push('FULFILMENT: is "prodigi", so PRODIGI_API_KEY must be set');
  if (env.MAIL === 'smtp' && !env.SMTP_URL) problems.push('MAIL: is "smtp", so SMTP_URL must be set');
  if (env.MAIL === 'outbox' && env.SMTP_URL)
    problems.push('MAIL: is "outbox" while SMTP_URL is set; remove one of them');
  const isProduction = env.NODE_ENV === 'production';
  const payments = env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  const config: Config = {
    ...env,
    isProduction,
    payments,
    mail: env.MAIL ?? (env.SMTP_URL ? 'smtp' : 'outbox'),
    testMode: isProduction && payments === 'sandbox',
    seedDemo: env.SEED_DEMO === undefined ? !isProduction : env.SEED_DEMO === 'true',
    useS3: Boolean(env.S3_BUCKET),
    useStripe: Boolean(env.STRIPE_SECRET_KEY),
    backupDir: env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/$/, '')}/backups`,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
  if (isProduction && (options.refuseStandIns ?? true)) problems.push(...standInProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * What a production shop would otherwise quietly fake (decision 024): payments taken by the sandbox (free posters with
 * a test card), mail written to a folder nobody reads, links in mails pointing at localhost or at plain HTTP. Each
 * stand-in is refused unless it is named (PAYMENTS=sandbox, MAIL=outbox, ALLOW_HTTP_PUBLIC_URL=true), one line each.
 */
export function standInProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.payments === 'sandbox' && config.PAYMENTS !== 'sandbox') {
    problems.push(
      'STRIPE_SECRET_KEY: must be set in production: without it the sandbox takes payments and a test card pays ' +
        'for everything (a staging shop sets PAYMENTS=sandbox and shows a test-mode ribbon)',
    );
  }
  if (config.payments === 'stripe' && !config.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: must be set in production when Stripe is used');
  }
  if (config.mail === 'outbox' && config.MAIL !== 'outbox') {
    problems.push(
      'SMTP_URL: must be set in production: without it mails (sign-up codes, order confirmations) go to a folder ' +
        'nobody reads (a staging shop sets MAIL=outbox)',
    );
  }
  if (!config.PUBLIC_URL) {
    problems.push('PUBLIC_URL: must be set in production: links in mails and shared pages would point at localhost');
  } else if (!config.PUBLIC_URL.startsWith('https://') && !config.ALLOW_HTTP_PUBLIC_URL) {
    problems.push(
      `PUBLIC_URL: must start with https:// in production (got ${JSON.stringify(config.PUBLIC_URL)}; a staging ` +
        `shop without HTTPS sets ALLOW_HTTP_PUBLIC_URL=true)`,
    );
  }
  return problems;
}

/** The subset the browser may see; nothing secret goes here. */
export function publicConfig(config: Config) {
  return {
    brandName: config.BRAND_NAME,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    stripePublishableKey: config.useStripe ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    paymentProvider: config.payments,
    testMode: config.testMode,
    freeCredits: config.FREE_CREDITS,
    /** Which engine draws posters: the page promises the wait it takes (docs/product/create.md#generation). */
    posterEngine: config.POSTER_ENGINE,
  } as const;
}

/** The delivery estimate's rules from the configuration (docs/product/after-the-sale.md#delivery-estimate). */
export function deliveryRulesOf(
  config: Pick<Config, 'DELIVERY_DAYS' | 'PRODUCTION_DAYS' | 'SHOP_HOLIDAYS' | 'ORDER_CANCEL_WINDOW_MINUTES'>,
): DeliveryRules {
  return {
    productionDays: config.PRODUCTION_DAYS,
    transitDays: config.DELIVERY_DAYS,
    cancelWindowMinutes: config.ORDER_CANCEL_WINDOW_MINUTES,
    holidays: config.SHOP_HOLIDAYS,
  };
}
