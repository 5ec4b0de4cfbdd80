// Run by `npm test` (node --test): proves the commit-msg hook's check refuses long subjects.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { checkCommitMessage, commitSubject, MAX_SUBJECT_LENGTH } from "./commit-msg.mjs";

const script = fileURLToPath(new URL("./commit-msg.mjs", import.meta.url));

test("a subject of 71 characters passes", () => {
  assert.equal(
    checkCommitMessage("a".repeat(71) + "\n\nA body line that is much longer than the subject is fine here."),
    null,
  );
});

test("a subject of 72 characters or more is refused", () => {
  assert.match(checkCommitMessage("b".repeat(72)), /72 characters/);
  assert.match(checkCommitMessage("c".repeat(139) + "\n"), /139 characters/);
});

test("comments and leading blank lines are not the subject", () => {
  const message = `# Please enter the commit message\n\n${"d".repeat(80)}\n`;
  assert.equal(commitSubject(message), "d".repeat(80));
  assert.notEqual(checkCommitMessage(message), null);
  assert.equal(checkCommitMessage(`# ${"e".repeat(100)}\nShort subject\n`), null);
});

test("characters are counted, not bytes", () => {
  assert.equal(checkCommitMessage("🎬".repeat(MAX_SUBJECT_LENGTH)), null);
  assert.notEqual(checkCommitMessage("🎬".repeat(MAX_SUBJECT_LENGTH + 1)), null);
});

test("the hook's command exits 1 on a long subject and 0 on a short one", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "commit-msg-"));
  try {
    const file = path.join(dir, "COMMIT_EDITMSG");
    writeFileSync(file, "f".repeat(72) + "\n");
    const refused = spawnSync(process.execPath, [script, file], { encoding: "utf8" });
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /keep it under 72/);
    writeFileSync(file, "Fix the thing\n\nWhy it was broken.\n");
    assert.equal(spawnSync(process.execPath, [script, file]).status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
