import { isLanguage } from '../../../shared/i18n/languages.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { escapeHtml } from '../../modules/mail/templates/layout.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * A staging shop's mail (decision 024): every message says, in its own language, that it comes from a test shop —
 * in the subject, at the top of the text and as a banner at the top of the HTML — so a test order's confirmation is
 * never taken for a real one.
 */
export function testModeMailer(mailer: Mailer): Mailer {
  return {
    kind: mailer.kind,
    send: (message) => mailer.send(markedAsTest(message)),
  };
}

export function markedAsTest(message: OutgoingMail): OutgoingMail {
  const declared = /<html[^>]*\slang="([a-z]{2})"/i.exec(message.html)?.[1];
  const words = messagesFor(isLanguage(declared) ? declared : 'en').operations.testMode;
  const banner =
    `<div role="note" style="background:#b3261e;color:#ffffff;padding:10px 16px;font:600 14px/1.4 ` +
    `Helvetica,Arial,sans-serif;text-align:center;">${escapeHtml(words.mail)}</div>`;
  return {
    ...message,
    subject: `${words.subjectPrefix} ${message.subject}`,
    text: `${words.mail}\n\n${message.text}`,
    html: /<body[^>]*>/i.test(message.html)
      ? message.html.replace(/<body[^>]*>/i, (body) => `${body}\n${banner}`)
      : `${banner}${message.html}`,
  };
}
