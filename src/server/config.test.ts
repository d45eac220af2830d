import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

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
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.4', '::1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'my-balancer' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses half-configured services', () => {
    expect(() => loadConfig({ S3_BUCKET: 'posters' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ POSTER_ENGINE: 'openai' })).toThrow(/OPENAI_API_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('keeps demo data out of production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('reads promo codes case-insensitively and gives the browser no secret', () => {
    const config = loadConfig({ PROMO_CODES: 'summer25, Friends10', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' });
    expect(config.PROMO_CODES).toEqual(['SUMMER25', 'FRIENDS10']);
    const shown = JSON.stringify(publicConfig(config));
    expect(shown).toContain('pk_test_y');
    expect(shown).not.toContain('sk_test_x');
  });

  it('checks the operations settings: metrics token, shutdown grace, backup schedule', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/shop/' });
    expect(defaults).toMatchObject({ SHUTDOWN_GRACE_SECONDS: 20, BACKUP_KEEP: 7, backupDir: '/srv/shop/backups' });
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.BACKUP_CRON).toBeUndefined();
    expect(loadConfig({ BACKUP_CRON: '30 3 * * *', BACKUP_DIR: '/backups', BACKUP_KEEP: '14' })).toMatchObject({ BACKUP_CRON: '30 3 * * *', backupDir: '/backups', BACKUP_KEEP: 14 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    expect(() => loadConfig({ BACKUP_CRON: 'nightly' })).toThrow(/BACKUP_CRON: must be a cron expression/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });
});
