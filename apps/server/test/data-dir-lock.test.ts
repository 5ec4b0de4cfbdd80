import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { lockDataDir } from "../src/db/data-dir-lock.ts";

const root = mkdtempSync(path.join(tmpdir(), "twl-lock-"));
const dir = path.join(root, "pglite");
const lockFile = `${dir}.lock`;
const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
afterAll(() => {
  sleeper.kill();
});

describe("the embedded data directory is opened by one process at a time", () => {
  it("refuses a directory another live process holds, with a message that says what to do", () => {
    writeFileSync(lockFile, String(sleeper.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+\).*stop the server/);
    expect(readFileSync(lockFile, "utf8")).toBe(String(sleeper.pid));
  });

  it("takes over a lock whose process has ended, and releases it", () => {
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    writeFileSync(lockFile, gone.stdout.trim());
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    // Free again: the next open takes it at once.
    lockDataDir(dir)();
  });
});
