import path from "node:path";

import type { Config } from "../../config/env.ts";
import { LocalOutbox, type OutboxLog } from "./local-outbox.ts";
import type { Mailer } from "./mailer.ts";
import { SmtpMailer } from "./smtp-mailer.ts";

/** SMTP when SMTP_URL is set, else the local outbox in DATA_DIR/outbox. */
export function createMailer(config: Config, log?: OutboxLog): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new LocalOutbox(path.join(config.dataDir, "outbox"), log);
}
