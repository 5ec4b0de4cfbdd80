#!/usr/bin/env node
// The commit-msg hook (.husky/commit-msg): a subject line of 72 characters or more is refused, so
// `git log --oneline` stays readable. The details go in the body, after a blank line.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const MAX_SUBJECT_LENGTH = 71;

/** The subject git will keep: the first line that is neither blank nor a `#` comment. */
export function commitSubject(message) {
  for (const line of message.split(/\r?\n/)) {
    if (line.startsWith("#")) continue;
    if (line.trim() === "") continue;
    return line.trimEnd();
  }
  return "";
}

/** Why the message is refused, or null when it may be committed. */
export function checkCommitMessage(message) {
  const subject = commitSubject(message);
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    return (
      `Commit subject is ${length} characters; keep it under 72 (at most ${MAX_SUBJECT_LENGTH}).\n` +
      `Put the details in the body, after a blank line.\n  ${subject}`
    );
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/commit-msg.mjs <commit message file>");
    process.exit(2);
  }
  const problem = checkCommitMessage(readFileSync(file, "utf8"));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
