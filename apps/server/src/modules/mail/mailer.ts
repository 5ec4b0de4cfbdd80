/** One message the product sends: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link a person is meant to open (verification...), kept apart so the local outbox can show it. */
  link?: string;
}

/** A message kept by the local outbox. */
export interface StoredMail extends MailMessage {
  id: string;
  sentAt: string;
}

/**
 * Sends mail: real SMTP through nodemailer when SMTP_URL is set (`smtp-mailer.ts`), otherwise the
 * local outbox (`local-outbox.ts`) that logs each message and keeps it for admins to read.
 */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  /** The latest messages (to one address, when given), newest first; the local outbox only, SMTP keeps no copy. */
  list(limit: number, to?: string): Promise<StoredMail[]>;
}
