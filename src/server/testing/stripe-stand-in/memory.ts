import { randomBytes } from 'node:crypto';

/**
 * What every part of the Stripe stand-in shares: Stripe's object shape and error answers, ids, and the
 * memory the objects live in (one per stand-in).
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export class StripeApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, type: string, code: string | null, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, code, message, ...extra } };
  }
}

export const missing = (kind: string, id: string, status = 404) =>
  new StripeApiError(status, 'invalid_request_error', 'resource_missing', `No such ${kind}: '${id}'`);
export const invalid = (code: string | null, message: string) =>
  new StripeApiError(400, 'invalid_request_error', code, message);

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
export const metadataOf = (value: unknown) => ({ ...record(value) }) as Record<string, string>;

/** One route of the REST API: method, path pattern (its groups are the ids) and what it answers. */
export type Handler = (body: Record<string, unknown>, ...ids: string[]) => StripeObject;
export type Route = [string, RegExp, Handler];

export type StandInMemory = {
  objects: Map<string, StripeObject>;
  /** Saved payment methods (pm_…) to the test token they were confirmed with. */
  savedCards: Map<string, string>;
  /** The stand-in's own address, known once it listens (hosted pages link to it). */
  url: string;
  store: <T extends StripeObject>(object: T) => T;
  /** The object of that kind, or Stripe's resource_missing answer (404, or 400 when it is a parameter). */
  find: (object: string, id: string, status?: number) => StripeObject;
};

export function newMemory(): StandInMemory {
  const objects = new Map<string, StripeObject>();
  return {
    objects,
    savedCards: new Map(),
    url: '',
    store: (object) => (objects.set(object.id, object), object),
    find: (object, id, status = 404) => {
      const found = objects.get(id);
      if (!found || found.object !== object) throw missing(object, id, status);
      return found;
    },
  };
}
