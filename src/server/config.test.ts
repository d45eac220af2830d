import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

/** What a live shop sets: Stripe with its webhook secret, SMTP, an HTTPS address. */
const live = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_y',
  STRIPE_WEBHOOK_SECRET: 'whsec_z',
  SMTP_URL: 'smtps://user:pass@smtp.example.ch:465',
  PUBLIC_URL: 'https://shop.example.ch',
};

describe('configuration', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.BRAND_NAME).toBe('Affiche');
    expect(config.POSTER_ENGINE).toBe('local');
    expect(config.FREE_CREDITS).toBe(2);
    expect(config.PROMO_CODES).toEqual(['BETA60', 'EARLY60', 'LAUNCH60']);
    expect(config.useS3).toBe(false);
    expect(config.useStripe).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable and the value of every bad setting', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ROLE: 'boss' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems.find((p) => p.startsWith('PORT:'))).toContain('"eighty"');
      expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toContain('postgres');
      expect(problems.find((p) => p.startsWith('ROLE:'))).toBeTruthy();
    }
  });

  it('reads TRUST_PROXY as off, a hop count, true or a list of addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-balancer' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses half-configured services', () => {
    expect(() => loadConfig({ S3_BUCKET: 'posters' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ POSTER_ENGINE: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('keeps demo data out of production unless asked for', () => {
    expect(loadConfig({ ...live, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...live, NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses to start production on stand-ins, one line each, unless each is named', () => {
    const problemsOf = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    const bare = problemsOf({ NODE_ENV: 'production' });
    expect(bare).toHaveLength(3);
    expect(bare[0]).toMatch(/^STRIPE_SECRET_KEY: must be set in production.*PAYMENTS=sandbox/);
    expect(bare[1]).toMatch(/^SMTP_URL: must be set in production.*MAIL=outbox/);
    expect(bare[2]).toMatch(/^PUBLIC_URL: must be set in production/);
    expect(problemsOf({ ...live, NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.ch' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must start with https:\/\/.*ALLOW_HTTP_PUBLIC_URL=true/),
    ]);
    expect(problemsOf({ ...live, NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: '' })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET:/),
    ]);
    expect(problemsOf({ ...live, NODE_ENV: 'production' })).toEqual([]);

    const staging = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      PUBLIC_URL: 'http://staging.internal:3000',
      ALLOW_HTTP_PUBLIC_URL: 'true',
    });
    expect({ payments: staging.payments, mail: staging.mail, testMode: staging.testMode }).toEqual({
      payments: 'sandbox',
      mail: 'outbox',
      testMode: true,
    });
    expect(publicConfig(staging)).toMatchObject({ paymentProvider: 'sandbox', testMode: true });
    // outside production the stand-ins are the defaults, and no ribbon
    expect(loadConfig({}).testMode).toBe(false);
    expect(loadConfig({ ...live }).testMode).toBe(false);
    // a named choice must match what is configured
    expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual([expect.stringMatching(/^PAYMENTS: .*STRIPE_SECRET_KEY/)]);
    expect(problemsOf({ ...live, PAYMENTS: 'sandbox' })).toEqual([
      expect.stringMatching(/^PAYMENTS: is "sandbox" while STRIPE_SECRET_KEY/),
    ]);
    expect(problemsOf({ MAIL: 'smtp' })).toEqual([expect.stringMatching(/^MAIL: .*SMTP_URL/)]);
  });

  it('reads promo codes case-insensitively and gives the browser no secret', () => {
    const config = loadConfig({
      PROMO_CODES: 'summer25, Friends10',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_y',
    });
    expect(config.PROMO_CODES).toEqual(['SUMMER25', 'FRIENDS10']);
    const shown = JSON.stringify(publicConfig(config));
    expect(shown).toContain('pk_test_y');
    expect(shown).not.toContain('sk_test_x');
  });

  it('tells the browser which poster engine draws, so the page promises its wait', () => {
    expect(publicConfig(loadConfig({}))).toMatchObject({ posterEngine: 'local' });
    expect(publicConfig(loadConfig({ POSTER_ENGINE: 'openai', OPENAI_API_KEY: 'sk-openai-test' }))).toMatchObject({
      posterEngine: 'openai',
    });
  });

  it('checks the operations settings: metrics token, shutdown grace, backup schedule', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/shop/' });
    expect(defaults).toMatchObject({ SHUTDOWN_GRACE_SECONDS: 20, BACKUP_KEEP: 7, backupDir: '/srv/shop/backups' });
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.BACKUP_CRON).toBeUndefined();
    expect(loadConfig({ BACKUP_CRON: '30 3 * * *', BACKUP_DIR: '/backups', BACKUP_KEEP: '14' })).toMatchObject({
      BACKUP_CRON: '30 3 * * *',
      backupDir: '/backups',
      BACKUP_KEEP: 14,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    expect(() => loadConfig({ BACKUP_CRON: 'nightly' })).toThrow(/BACKUP_CRON: must be a cron expression/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
