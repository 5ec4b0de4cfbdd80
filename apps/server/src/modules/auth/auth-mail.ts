import type { MailMessage } from "../mail/mailer.ts";

/** The link to confirm an address; the account stays limited (no admin role, no clout grant) until it is opened. */
export function verificationMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: "Confirm your email for The White List",
    link,
    text: [
      `Hello ${name},`,
      "",
      "Open this link to confirm your email address:",
      link,
      "",
      "The link works for 24 hours. If you did not create an account on The White List, ignore this email: nothing happens until the link is opened.",
    ].join("\n"),
  };
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function alreadyRegisteredMail(to: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: "Someone tried to create an account with your email",
    link: signInUrl,
    text: [
      "Someone (perhaps you) tried to create an account on The White List with this email address, which already has one.",
      "",
      `If it was you, sign in instead: ${signInUrl}`,
      "If it was not you, you can ignore this email; your account was not changed.",
    ].join("\n"),
  };
}

/** Told after a password change, which also signed every other device out. */
export function passwordChangedMail(to: string): MailMessage {
  return {
    to,
    subject: "Your password was changed",
    text: [
      "The password of your account on The White List was just changed, and every other device was signed out.",
      "If this was not you, sign in with a provider or contact support at once.",
    ].join("\n"),
  };
}
