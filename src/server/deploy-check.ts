import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { prodigiUrlOf } from './adapters/fulfilment/create-print-lab.ts';
import { PRODIGI_LIVE_URL } from './adapters/fulfilment/prodigi-lab.ts';
import { ConfigError, loadConfig, standInProblems } from './config.ts';
import type { Config } from './config.ts';

/**
 * `npm run check:deploy` (decision 024): everything in the current environment that is not ready for real customers.
 * A blocker stops going live (the command exits 1); a warning is worth a look; what is ready says so.
 */
export type DeployFinding = { level: 'ready' | 'warning' | 'blocker'; name: string; text: string };

/** The shop address the configuration ships with: a real shop prints its own on receipts. */
const EXAMPLE_SHOP_ADDRESSES = [
  'Affiche, Limmatquai 1, 8001 Zürich',
  // The example before SHOP_COUNTRY, when the country was written into the address.
  'Affiche, Limmatquai 1, 8001 Zürich, Switzerland',
];
const EXAMPLE_MAIL_DOMAIN = /@affiche\.local>?$/;

export function checkDeploy(environment: Record<string, string | undefined>): DeployFinding[] {
  const findings: DeployFinding[] = [];
  const ready = (name: string, text: string) => findings.push({ level: 'ready', name, text });
  const warning = (name: string, text: string) => findings.push({ level: 'warning', name, text });
  const blocker = (name: string, text: string) => findings.push({ level: 'blocker', name, text });
  /** A configuration problem ("NAME: what is wrong") as a blocker of that name. */
  const blockProblem = (problem: string) =>
    blocker(problem.slice(0, problem.indexOf(':')), problem.slice(problem.indexOf(':') + 1).trim());

  if (environment.NODE_ENV !== 'production')
    blocker('NODE_ENV', 'must be "production" (secure cookies, HSTS, no developer mailbox, no demo catalogue)');
  let config: Config;
  try {
    config = loadConfig({ ...environment, NODE_ENV: 'production' }, { refuseStandIns: false });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) blockProblem(problem);
    return findings;
  }

  // What the server itself refuses in production, and the stand-ins a staging shop names.
  for (const problem of standInProblems(config)) blockProblem(problem);
  if (config.payments === 'sandbox' && config.PAYMENTS === 'sandbox')
    blocker(
      'PAYMENTS',
      'is "sandbox": a test shop, where a test card pays for everything; set STRIPE_SECRET_KEY, ' +
        'STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  if (config.payments === 'stripe') {
    if (config.STRIPE_SECRET_KEY!.startsWith('sk_test_') || config.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_test_')) {
      blocker(
        'STRIPE_SECRET_KEY',
        'is a test key: Stripe takes no real money with it; use the live keys (sk_live_…, pk_live_…)',
      );
    } else if (config.STRIPE_WEBHOOK_SECRET) {
      ready('Stripe', 'live keys and a webhook secret');
    }
  }
  if (config.mail === 'outbox' && config.MAIL === 'outbox')
    blocker('MAIL', 'is "outbox": mails are written to DATA_DIR/outbox and nobody receives them; set SMTP_URL');
  if (config.mail === 'smtp') {
    if (EXAMPLE_MAIL_DOMAIN.test(config.MAIL_FROM))
      blocker(
        'MAIL_FROM',
        `is the example sender ${JSON.stringify(config.MAIL_FROM)}: set an address of the shop's own domain`,
      );
    else ready('Mail', `SMTP, from ${config.MAIL_FROM}`);
  }
  if (config.FULFILMENT === 'prodigi') {
    // The print lab (decision 038): real orders go to the live API; the lab fetches masters and calls back over HTTPS.
    const labUrl = prodigiUrlOf(config);
    if (/sandbox/i.test(labUrl))
      blocker('PRODIGI_API_URL', `is Prodigi's sandbox (${labUrl}): it prints nothing; use ${PRODIGI_LIVE_URL}`);
    else ready('Print lab', `Prodigi at ${labUrl}`);
    if (!config.PUBLIC_URL?.startsWith('https://'))
      warning(
        'PUBLIC_URL',
        `is not HTTPS (${config.publicUrl}): the print lab fetches the masters and posts its callbacks there, and ` +
          `may refuse or fail to reach it`,
      );
  }
  if (config.PUBLIC_URL?.startsWith('https://')) ready('PUBLIC_URL', config.publicUrl);
  else if (config.PUBLIC_URL && config.ALLOW_HTTP_PUBLIC_URL)
    blocker('PUBLIC_URL', `is not HTTPS (${config.PUBLIC_URL}): cookies and card payments need HTTPS`);

  // What receipts must carry.
  if (!config.SHOP_NAME)
    blocker('SHOP_NAME', "is not set: receipts must name the seller's legal name (the brand is printed instead)");
  else ready('SHOP_NAME', config.SHOP_NAME);
  if (EXAMPLE_SHOP_ADDRESSES.includes(config.SHOP_ADDRESS))
    blocker('SHOP_ADDRESS', "is the example address: receipts must carry the seller's postal address");
  else ready('SHOP_ADDRESS', config.SHOP_ADDRESS);
  if (config.VAT_RATE > 0 && !config.SHOP_VAT_NUMBER)
    blocker(
      'SHOP_VAT_NUMBER',
      `is not set while prices include ${config.VAT_RATE}% VAT: receipts must carry the VAT number (or set ` +
        `VAT_RATE=0 for a shop not registered for VAT)`,
    );
  else if (config.SHOP_VAT_NUMBER) ready('SHOP_VAT_NUMBER', config.SHOP_VAT_NUMBER);

  // Secrets and the running of it.
  if (config.SESSION_SECRET) ready('SESSION_SECRET', 'set');
  else if (config.DATABASE_URL)
    warning(
      'SESSION_SECRET',
      'is generated and kept in DATA_DIR: set it (≥ 32 characters), the same for every API process sharing the ' +
        'database',
    );
  else
    warning('SESSION_SECRET', 'is generated and kept in DATA_DIR (fine for one server); keep DATA_DIR in the backups');
  if (config.ADMIN_PASSWORD)
    warning(
      'ADMIN_PASSWORD',
      'is in the environment: it only creates the first admin; remove it once that admin has signed in',
    );
  if (config.TRUST_PROXY === false)
    warning(
      'TRUST_PROXY',
      'is off: behind a load balancer or reverse proxy every visitor counts as the proxy for the sign-in limits; ' +
        'name the proxy (README, "Behind a load balancer")',
    );
  else ready('TRUST_PROXY', String(config.TRUST_PROXY));
  if (config.BACKUP_CRON)
    ready('BACKUP_CRON', `${config.BACKUP_CRON} (UTC) into ${config.backupDir}, keeping ${config.BACKUP_KEEP}`);
  else
    warning(
      'BACKUP_CRON',
      config.DATABASE_URL
        ? 'is not set: back up the database (pg_dump or `npm run backup`) and the stored files on a schedule'
        : 'is not set: no backups are written; set a schedule or run `npm run backup` from cron',
    );
  if (config.METRICS_TOKEN) ready('METRICS_TOKEN', 'set: /metrics answers to it');
  else warning('METRICS_TOKEN', 'is not set: no /metrics to watch orders, jobs and memory');
  if (config.seedDemo) warning('SEED_DEMO', 'is true: an empty shop gets demo posters in its public catalogue');
  if (!config.useS3) {
    const loose = looseEntries(config.DATA_DIR);
    if (loose > 0)
      warning(
        'DATA_DIR',
        `${loose} files or folders in ${path.resolve(config.DATA_DIR)} can be read by other users (the server ` +
          `tightens them when it starts)`,
      );
    else ready('DATA_DIR', `${path.resolve(config.DATA_DIR)} (files stored here too)`);
  }
  return findings;
}

/** Entries under `folder` that other users may read or enter. */
function looseEntries(folder: string): number {
  if (!existsSync(folder)) return 0;
  const names = ['.', ...readdirSync(folder, { recursive: true, encoding: 'utf8' })];
  return names.filter((name) => {
    const stats = lstatSync(path.join(folder, name));
    return !stats.isSymbolicLink() && (stats.mode & 0o077) !== 0;
  }).length;
}

const marks = { ready: 'ok  ', warning: 'warn', blocker: 'FAIL' } as const;

/** The report, one line a finding, blockers first; and whether the shop may go live. */
export function deployReport(findings: DeployFinding[]): { text: string; goLive: boolean } {
  const order = { blocker: 0, warning: 1, ready: 2 } as const;
  const sorted = [...findings].sort((a, b) => order[a.level] - order[b.level]);
  const blockers = findings.filter((finding) => finding.level === 'blocker').length;
  const warnings = findings.filter((finding) => finding.level === 'warning').length;
  const lines = sorted.map((finding) => `${marks[finding.level]}  ${finding.name}: ${finding.text}`);
  const summary =
    blockers > 0
      ? `Not ready to go live: ${blockers} to fix, ${warnings} to look at.`
      : `Ready to go live${warnings > 0 ? ` (${warnings} to look at)` : ''}.`;
  return { text: [...lines, '', summary].join('\n'), goLive: blockers === 0 };
}
