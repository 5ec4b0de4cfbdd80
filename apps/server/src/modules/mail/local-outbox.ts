import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { redactUrl } from "../../lib/redact-url.ts";
import type { Mailer, MailMessage, StoredMail } from "./mailer.ts";

export interface OutboxLog {
  info(obj: object, msg?: string): void;
}

/**
 * The local stand-in for mail when SMTP_URL is not set: each message is noted in the server log
 * (its link without the token) and written as one JSON file under DATA_DIR/outbox, where admins read it on
 * /admin/outbox. Nothing leaves the machine. One node's outbox is its own: set SMTP_URL when running
 * several API nodes.
 */
export class LocalOutbox implements Mailer {
  readonly kind = "outbox" as const;

  constructor(
    readonly dir: string,
    private readonly log?: OutboxLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}-${recipientTag(message.to)}`;
    const stored: StoredMail = { id, sentAt, ...message };
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, `${id}.json`), JSON.stringify(stored), { mode: 0o600 });
    this.log?.info(
      // The link's token never reaches the log; admins read the whole mail on /admin/outbox.
      { to: message.to, subject: message.subject, link: message.link && redactUrl(message.link) },
      "mail kept in the local outbox (SMTP_URL is not set)",
    );
  }

  async list(limit: number, to?: string): Promise<StoredMail[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const suffix = to === undefined ? ".json" : `-${recipientTag(to)}.json`;
    const newest = names
      .filter((n) => n.endsWith(suffix))
      .sort()
      .reverse()
      .slice(0, limit);
    const messages = await Promise.all(
      newest.map(async (n) => JSON.parse(await readFile(path.join(this.dir, n), "utf8")) as StoredMail),
    );
    return messages;
  }
}

/** A short tag of the recipient in each file name, so one address's mail is found without reading the rest. */
function recipientTag(to: string): string {
  return createHash("sha256").update(to.toLowerCase()).digest("hex").slice(0, 12);
}
