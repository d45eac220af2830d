/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys
 * (`metadata[orderId]=7`, `items[0][price_data][unit_amount]=999`). Objects whose keys are all
 * indexes become arrays; every leaf stays a string, as Stripe receives it.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const separator = pair.indexOf('=');
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    const key = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = separator < 0 ? '' : decode(pair.slice(separator + 1));
    const [head, ...rest] = key.split('[');
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))];
    if (path.includes('__proto__')) continue;
    let node = root;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = value;
  }
  return withArrays(root) as Record<string, unknown>;
}

function withArrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withArrays(child)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}
