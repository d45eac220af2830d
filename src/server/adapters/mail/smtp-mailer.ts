import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** SMTP through nodemailer; `SMTP_URL` like smtps://user:pass@smtp.example.com:465. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
