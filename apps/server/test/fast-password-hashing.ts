import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

import type { PasswordHashing } from "../src/modules/auth/create-auth.ts";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

// better-auth's scrypt (N=16384, r=16) costs ~150 ms of CPU per hash, and every signUp() hashes
// twice: most of a server test file's sign-ups. The suite hashes with the same function at a cost
// 64 times lower; auth-password-hashing.test.ts checks that the server itself keeps the default.
const COST = { N: 1024, r: 4, p: 1 };
const KEY_LENGTH = 64;

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    const key = await scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, COST);
    return `${salt}:${key.toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const candidate = await scryptAsync(password.normalize("NFKC"), salt, KEY_LENGTH, COST);
    const stored = Buffer.from(key, "hex");
    return stored.length === candidate.length && timingSafeEqual(stored, candidate);
  },
};
