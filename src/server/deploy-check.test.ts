import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDeploy, deployReport } from './deploy-check.ts';

/** What a shop ready for real customers sets. */
const live = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_a',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_b',
  STRIPE_WEBHOOK_SECRET: 'whsec_c',
  SMTP_URL: 'smtps://user:pass@smtp.example.ch:465',
  MAIL_FROM: 'Affiche <hello@affiche.ch>',
  PUBLIC_URL: 'https://affiche.ch',
  SHOP_NAME: 'Affiche GmbH',
  SHOP_ADDRESS: 'Affiche GmbH, Bahnhofstrasse 1, 8001 Zürich, Switzerland',
  SHOP_VAT_NUMBER: 'CHE-123.456.789 MWST',
  DATA_DIR: '/nonexistent/affiche-data',
};

const blockers = (environment: Record<string, string>) =>
  checkDeploy(environment)
    .filter((finding) => finding.level === 'blocker')
    .map((finding) => finding.name);

describe('npm run check:deploy', () => {
  it('blocks a Prodigi shop on the sandbox or without a key, and warns when the lab cannot reach it by HTTPS', () => {
    expect(blockers({ ...live, FULFILMENT: 'prodigi' })).toEqual(['FULFILMENT']);
    const keyed = { ...live, FULFILMENT: 'prodigi', PRODIGI_API_KEY: 'k' };
    expect(blockers(keyed)).toEqual([]);
    expect(checkDeploy(keyed).find((finding) => finding.name === 'Print lab')?.text).toBe(
      'Prodigi at https://api.prodigi.com',
    );
    expect(blockers({ ...keyed, PRODIGI_API_URL: 'https://api.sandbox.prodigi.com' })).toEqual(['PRODIGI_API_URL']);
    const overHttp = { ...keyed, PUBLIC_URL: 'http://shop.internal', ALLOW_HTTP_PUBLIC_URL: 'true' };
    expect(checkDeploy(overHttp).some((finding) => finding.level === 'warning' && finding.name === 'PUBLIC_URL')).toBe(
      true,
    );
    expect(blockers(live)).not.toContain('PRODIGI_API_URL');
  });

  it('passes a shop ready for real customers, with the operations settings as warnings until set', () => {
    expect(blockers(live)).toEqual([]);
    const warnings = checkDeploy(live)
      .filter((finding) => finding.level === 'warning')
      .map((finding) => finding.name);
    expect(warnings).toEqual(['SESSION_SECRET', 'TRUST_PROXY', 'BACKUP_CRON', 'METRICS_TOKEN']);
    const complete = {
      ...live,
      SESSION_SECRET: 'x'.repeat(40),
      TRUST_PROXY: '10.0.0.0/8',
      BACKUP_CRON: '30 3 * * *',
      METRICS_TOKEN: 'm'.repeat(30),
    };
    expect(checkDeploy(complete).filter((finding) => finding.level !== 'ready')).toEqual([]);
  });

  it('blocks every stand-in, test key and missing receipt detail, one line each', () => {
    expect(blockers({})).toEqual([
      'NODE_ENV',
      'STRIPE_SECRET_KEY',
      'SMTP_URL',
      'PUBLIC_URL',
      'SHOP_NAME',
      'SHOP_ADDRESS',
      'SHOP_VAT_NUMBER',
    ]);
    const staging = {
      ...live,
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      SMTP_URL: '',
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      PUBLIC_URL: 'http://staging.internal',
      ALLOW_HTTP_PUBLIC_URL: 'true',
    };
    expect(blockers(staging)).toEqual(['PAYMENTS', 'MAIL', 'PUBLIC_URL']);
    expect(blockers({ ...live, STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_b' })).toEqual([
      'STRIPE_SECRET_KEY',
    ]);
    expect(blockers({ ...live, STRIPE_WEBHOOK_SECRET: '' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(blockers({ ...live, MAIL_FROM: '' })).toEqual(['MAIL_FROM']);
    expect(blockers({ ...live, SHOP_VAT_NUMBER: '', VAT_RATE: '0' })).toEqual([]);
    expect(blockers({ ...live, PORT: 'eighty' })).toEqual(['PORT']);
  });

  it('prints one line a finding, blockers first, and exits 1 while anything blocks', () => {
    const { text, goLive } = deployReport(checkDeploy({ ...live, SHOP_NAME: '' }));
    expect(goLive).toBe(false);
    expect(text.split('\n')[0]).toMatch(/^FAIL {2}SHOP_NAME: /);
    expect(text).toMatch(/Not ready to go live: 1 to fix, 4 to look at\.$/);

    const command = fileURLToPath(new URL('./cli/check-deploy.ts', import.meta.url));
    const run = (environment: Record<string, string>) =>
      spawnSync(process.execPath, [command], {
        env: { PATH: process.env.PATH ?? '', ...environment },
        encoding: 'utf8',
        cwd: '/',
      });
    const blocked = run({ NODE_ENV: 'production' });
    expect(blocked.status, blocked.stderr).toBe(1);
    expect(blocked.stdout).toContain('FAIL  STRIPE_SECRET_KEY: must be set in production');
    const ready = run(live);
    expect(ready.status, ready.stdout + ready.stderr).toBe(0);
    expect(ready.stdout).toContain('Ready to go live');
  });
});
