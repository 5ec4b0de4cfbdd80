import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/** zxcvbn scores 0–4; 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE =
  "This password is too easy to guess. Use a longer phrase of unrelated words.";
export const PERSONAL_PASSWORD_MESSAGE = "Your password must not contain your email address or your name.";

let factory: ZxcvbnFactory | undefined;
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return factory;
}

/** The parts of an email and name a password must not contain (3+ characters, lower-cased). */
function personalParts(email: string, name: string): string[] {
  const lower = email.toLowerCase();
  const local = lower.split("@")[0] ?? "";
  const parts = [
    lower,
    local,
    ...local.split(/[^a-z0-9]+/),
    ...name.toLowerCase().split(/\s+/),
    name.toLowerCase().replace(/\s+/g, ""),
  ];
  return [...new Set(parts.filter((p) => p.length >= 3))];
}

/**
 * Why a new password is refused, or null when it is strong enough: it contains the email or name,
 * or zxcvbn (offline, with the common and English dictionaries) scores it below 3. Refuses
 * `password`, `12345678`, the email itself and the like.
 */
export function passwordProblem(password: string, user: { email: string; name: string }): string | null {
  const lower = password.toLowerCase();
  const parts = personalParts(user.email, user.name);
  if (parts.some((p) => lower.includes(p))) return PERSONAL_PASSWORD_MESSAGE;
  const result = checker().check(password, parts);
  if (result.score < MIN_PASSWORD_SCORE) {
    const hint = result.feedback.warning ? ` ${result.feedback.warning}` : "";
    return `${WEAK_PASSWORD_MESSAGE}${hint}`;
  }
  return null;
}
