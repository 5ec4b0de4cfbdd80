import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import {
  assertValidKey,
  contentDisposition,
  type ObjectStore,
  type SignedUrlOptions,
  type StoredObject,
} from "./object-store.ts";

export const LOCAL_FILES_ROUTE = "/api/files";

interface Meta {
  contentType: string;
}

/** What a signed local URL carries; `verify` checks it without touching the disk. */
export interface LocalSignature {
  key: string;
  expires: number;
  disposition: string;
  signature: string;
}

/**
 * Files on local disk under DATA_DIR/files. Download URLs point at our own /api/files route and are
 * signed with an HMAC over key, expiry and disposition, so they cannot be altered or reused after expiry.
 */
export class LocalObjectStore implements ObjectStore {
  readonly kind = "local" as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly publicBaseUrl = "",
    private readonly now: () => number = () => Date.now(),
  ) {
    if (secret.length < 32) throw new Error("Local file URL secret must be at least 32 characters");
  }

  private filePath(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("Object key escapes the store");
    return full;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      // Write then rename: a reader never sees half a file, and a crash leaves only a .tmp behind.
      await writeFile(tmp, body);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType } satisfies Meta));
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const file = this.filePath(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await copyFile(filePath, tmp);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType } satisfies Meta));
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.filePath(key);
    try {
      const [info, metaText] = await Promise.all([
        stat(file),
        readFile(`${file}.meta.json`, "utf8").catch(() => "{}"),
      ]);
      const meta = JSON.parse(metaText) as Partial<Meta>;
      return {
        body: createReadStream(file),
        size: info.size,
        contentType: meta.contentType ?? "application/octet-stream",
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.filePath(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    const file = this.filePath(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    assertValidKey(key);
    const expires = Math.floor(this.now() / 1000) + options.expiresInSeconds;
    const disposition = contentDisposition(options.disposition ?? "inline", options.fileName);
    const params = new URLSearchParams({ expires: String(expires), disposition });
    params.set("signature", this.sign(key, expires, disposition));
    return `${this.publicBaseUrl}${LOCAL_FILES_ROUTE}/${key}?${params.toString()}`;
  }

  /** True when the signature matches and the URL has not expired. */
  verify({ key, expires, disposition, signature }: LocalSignature): boolean {
    if (!Number.isInteger(expires) || expires < Math.floor(this.now() / 1000)) return false;
    const expected = Buffer.from(this.sign(key, expires, disposition), "utf8");
    const given = Buffer.from(signature, "utf8");
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number, disposition: string): string {
    return createHmac("sha256", this.secret).update(`${key}\n${expires}\n${disposition}`).digest("base64url");
  }
}
