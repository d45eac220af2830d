import { brandedMail, escapeHtml } from './layout.ts';

type Brand = { brandName: string; publicUrl: string };

export function verificationCodeMail(brand: Brand, code: string) {
  const spaced = code.split('').join(' ');
  return brandedMail({
    ...brand,
    subject: `${code} is your ${brand.brandName} verification code`,
    preheader: `Your verification code is ${code}. It expires in 10 minutes.`,
    bodyHtml: `<p style="margin:0 0 16px 0;">Welcome! Enter this code to finish creating your ${escapeHtml(brand.brandName)} account:</p>
<div style="font-size:34px;font-weight:800;letter-spacing:8px;background:#f6f1e7;border:2px solid #141414;padding:14px 0;text-align:center;margin:0 0 16px 0;">${escapeHtml(code)}</div>
<p style="margin:0 0 8px 0;">The code expires in 10 minutes. If you did not ask for it, you can ignore this mail: no account is created without it.</p>`,
    bodyText: `Welcome! Enter this code to finish creating your ${brand.brandName} account:\n\n    ${spaced}\n\nThe code expires in 10 minutes. If you did not ask for it, you can ignore this mail: no account is created without it.`,
  });
}

/** Sent instead of a code when the address already has an account, so the sign-up form reveals nothing. */
export function alreadyRegisteredMail(brand: Brand) {
  return brandedMail({
    ...brand,
    subject: `You already have a ${brand.brandName} account`,
    preheader: 'Someone tried to sign up with this address.',
    bodyHtml: `<p style="margin:0 0 16px 0;">Someone, probably you, tried to create a new ${escapeHtml(brand.brandName)} account with this e-mail address. It already has an account, so no new one was created.</p>
<p style="margin:0 0 16px 0;"><a href="${escapeHtml(brand.publicUrl)}/" style="display:inline-block;background:#141414;color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:700;">Sign in</a></p>
<p style="margin:0;">If this was not you, you can ignore this mail.</p>`,
    bodyText: `Someone, probably you, tried to create a new ${brand.brandName} account with this e-mail address. It already has an account, so no new one was created.\n\nSign in at ${brand.publicUrl}/\n\nIf this was not you, you can ignore this mail.`,
  });
}

/** The code that confirms deleting an account (asked for from /settings, after the password). */
export function accountDeletionCodeMail(brand: Brand, code: string) {
  const spaced = code.split('').join(' ');
  return brandedMail({
    ...brand,
    subject: `${code} confirms deleting your ${brand.brandName} account`,
    preheader: `Your code to delete your account is ${code}. It expires in 10 minutes.`,
    bodyHtml: `<p style="margin:0 0 16px 0;">You asked to delete your ${escapeHtml(brand.brandName)} account. Enter this code to confirm it:</p>
<div style="font-size:34px;font-weight:800;letter-spacing:8px;background:#f6f1e7;border:2px solid #141414;padding:14px 0;text-align:center;margin:0 0 16px 0;">${escapeHtml(code)}</div>
<p style="margin:0 0 8px 0;">The code expires in 10 minutes. If you did not ask for it, do not share it with anyone and change your password: someone knows it.</p>`,
    bodyText: `You asked to delete your ${brand.brandName} account. Enter this code to confirm it:\n\n    ${spaced}\n\nThe code expires in 10 minutes. If you did not ask for it, do not share it with anyone and change your password: someone knows it.`,
  });
}
