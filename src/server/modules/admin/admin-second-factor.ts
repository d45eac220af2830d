import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The admin's second factor (decision 018): TOTP as RFC 6238 describes it (SHA-1, 6 digits, 30 s,
 * the setting every authenticator app reads), through otpauth; its secret sealed with AES-256-GCM at rest;
 * ten one-time recovery codes kept as hashes.
 */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clock drift, a code typed late). */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export const timeStepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);

const totpFor = (secretBase32: string, options: { issuer?: string; label?: string } = {}) =>
  new TOTP({
    ...options,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** The code of one time step (tests and the enrolment check use it). */
export const totpCodeAt = (secretBase32: string, step: number) =>
  totpFor(secretBase32).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });

/**
 * The time step whose code `code` is, among the steps the window accepts after `lastUsedStep`, or null:
 * a code of an already used step (a replay) or from outside the window matches nothing.
 */
export function matchingTimeStep(
  secretBase32: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStepAt(now);
  let match: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    // every step compared, in constant time, so the answer's timing says nothing
    const equal = timingSafeEqual(Buffer.from(totpCodeAt(secretBase32, step)), Buffer.from(code));
    if (equal && (lastUsedStep === null || step > lastUsedStep)) match ??= step;
  }
  return match;
}

export type Enrolment = { secret: string; otpauthUrl: string; qrCode: string };

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the enrolment screen shows: the secret to type in, and the otpauth:// address as a QR code (SVG data URL). */
export async function enrolmentFor(
  secretBase32: string,
  account: { issuer: string; username: string },
): Promise<Enrolment> {
  const otpauthUrl = totpFor(secretBase32, { issuer: account.issuer, label: account.username }).toString();
  // loaded when an admin enrols, not at start
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#141414', light: '#ffffff' },
  });
  return {
    secret: secretBase32,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Seals TOTP secrets at rest with a key derived from the session secret (AES-256-GCM, a fresh IV each time). */
export function secretBox(sessionSecret: string) {
  const key = createHmac('sha256', sessionSecret).update('affiche admin totp secret').digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    /** The secret, or null when it was sealed under another session secret (the admin enrols again). */
    open(sealedText: string): string | null {
      const [version, iv, tag, sealed] = sealedText.split('.');
      if (version !== 'v1' || !iv || !tag || !sealed) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** Ten recovery codes of 80 random bits each, shown as xxxx-xxxx-xxxx-xxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ size: 10 }).base32.toLowerCase();
    return text.match(/.{4}/g)!.join('-');
  });
}

/** A recovery code as typed (any case, spaces or dashes) to its stored hash. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
