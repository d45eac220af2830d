import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer.ts';

/** SMTP through nodemailer; `SMTP_URL` like smtps://user:pass@smtp.example.com:465. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
    this.from = from;
  }

  async send({ files, ...message }: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      ...message,
      attachments: files?.map((file) => ({
        filename: file.filename,
        content: file.content,
        contentType: file.contentType,
      })),
    });
  }
}
