import nodemailer from "nodemailer";

import type { Mailer, MailMessage, StoredMail } from "./mailer.ts";

/** Real mail through any SMTP server (`smtp://user:pass@host:587`, `smtps://...`). */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp" as const;
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }

  async list(): Promise<StoredMail[]> {
    return [];
  }
}
