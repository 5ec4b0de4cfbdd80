import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A per-install secret kept in DATA_DIR (file `.{name}`, mode 600), used when the environment does not
 * configure one. Fine for the single-process embedded default; several nodes must share a configured secret.
 */
export async function loadOrCreateLocalSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, `.${name}`);
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
