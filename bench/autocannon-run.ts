/**
 * One autocannon run, in its own process so the load generator does not share the server's event loop:
 * `node bench/autocannon-run.ts <base url> <duration s> <connections> <path> [path…]`. The connections
 * cycle through the paths. Prints one JSON line: req/s, p50, p99 (ms), non-2xx answers and errors.
 */
import autocannon from 'autocannon';

const [url, duration, connections, ...paths] = process.argv.slice(2);
if (!url || !duration || !connections || paths.length === 0) {
  console.error('usage: autocannon-run.ts <url> <duration s> <connections> <path> [path…]');
  process.exit(2);
}

const result = await autocannon({
  url,
  duration: Number(duration),
  connections: Number(connections),
  headers: { 'accept-encoding': 'gzip, deflate, br' },
  requests: paths.map((path) => ({ method: 'GET', path })),
});

console.log(
  JSON.stringify({
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  }),
);
