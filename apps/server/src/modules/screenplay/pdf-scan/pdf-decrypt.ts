import { createCipheriv, createDecipheriv, createHash } from "node:crypto";

import { isDict, nameOf, stringOf, type PdfDict, type PdfValue } from "./pdf-lexer.ts";

/**
 * The standard security handler (ISO 32000-2 §7.6.4) for a file that opens without a password
 * (an owner password only: permissions): the file key from an empty user password, so the pre-scan
 * reads the same streams pdf.js decrypts. A file that needs a user password returns undefined
 * (pdf.js refuses it as password-protected anyway).
 */
export interface StreamDecryptor {
  decrypt(num: number, gen: number, data: Buffer): Buffer;
}

const PAD = Buffer.from("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A", "hex");
const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

function aesDecrypt(key: Buffer, data: Buffer): Buffer {
  if (data.length < 32) return Buffer.alloc(0);
  const algorithm = key.length === 32 ? "aes-256-cbc" : "aes-128-cbc";
  const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
  try {
    const d = createDecipheriv(algorithm, key, data.subarray(0, 16));
    return Buffer.concat([d.update(body), d.final()]);
  } catch {
    const d = createDecipheriv(algorithm, key, data.subarray(0, 16)).setAutoPadding(false);
    return Buffer.concat([d.update(body), d.final()]);
  }
}

export function standardDecryptor(
  encrypt: PdfValue | undefined,
  fileId: Buffer,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): StreamDecryptor | undefined {
  if (!isDict(encrypt) || nameOf(encrypt.entries.get("Filter")) !== "Standard") return undefined;
  const num = (k: string, fallback: number) => {
    const v = resolve(encrypt.entries.get(k));
    return typeof v === "number" ? v : fallback;
  };
  const v = num("V", 0);
  const r = num("R", 2);
  const o = stringOf(resolve(encrypt.entries.get("O")));
  const u = stringOf(resolve(encrypt.entries.get("U")));
  if (!o || !u) return undefined;
  const method = streamMethod(encrypt, v, resolve);
  if (method === "identity") return { decrypt: (_n, _g, data) => data };
  if (r >= 5) {
    const key = aes256Key(encrypt, r, u, resolve);
    return key && { decrypt: (_n, _g, data) => aesDecrypt(key, data) };
  }
  const length = v === 1 ? 5 : Math.max(5, Math.min(16, num("Length", 40) / 8));
  const p = Buffer.alloc(4);
  p.writeInt32LE(num("P", 0) | 0);
  const noMetadata = r >= 4 && resolve(encrypt.entries.get("EncryptMetadata")) === false;
  let key = md5(
    PAD,
    o.subarray(0, 32),
    p,
    fileId,
    noMetadata ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0),
  );
  if (r >= 3) for (let i = 0; i < 50; i++) key = md5(key.subarray(0, length));
  key = key.subarray(0, length);
  // The empty user password must be the right one (otherwise pdf.js asks for a password).
  let check: Buffer = r === 2 ? rc4(key, PAD) : md5(PAD, fileId);
  if (r >= 3) for (let i = 0; i < 20; i++) check = rc4(Buffer.from(key.map((b) => b ^ i)), check);
  if (!check.subarray(0, 16).equals(u.subarray(0, 16))) return undefined;
  const aes = method === "aes";
  return {
    decrypt(objNum, gen, data) {
      const objKey = md5(
        key,
        Buffer.from([objNum & 255, (objNum >> 8) & 255, (objNum >> 16) & 255, gen & 255, (gen >> 8) & 255]),
        aes ? Buffer.from("sAlT", "latin1") : Buffer.alloc(0),
      ).subarray(0, Math.min(16, length + 5));
      return aes ? aesDecrypt(objKey, data) : rc4(objKey, data);
    },
  };
}

function streamMethod(
  encrypt: PdfDict,
  v: number,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
) {
  if (v < 4) return "rc4";
  const stmF = nameOf(encrypt.entries.get("StmF")) ?? "Identity";
  if (stmF === "Identity") return "identity";
  const filters = resolve(encrypt.entries.get("CF"));
  const filter = isDict(filters) ? resolve(filters.entries.get(stmF)) : undefined;
  const cfm = isDict(filter) ? nameOf(filter.entries.get("CFM")) : undefined;
  return cfm === "AESV2" || cfm === "AESV3" ? "aes" : cfm === "None" ? "identity" : "rc4";
}

/** R5/R6 (AES-256): the file key is UE decrypted with a hash of the empty password and U's key salt. */
function aes256Key(
  encrypt: PdfDict,
  r: number,
  u: Buffer,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): Buffer | undefined {
  const ue = stringOf(resolve(encrypt.entries.get("UE")));
  if (!ue || u.length < 48 || ue.length < 32) return undefined;
  const hash = (salt: Buffer) => (r === 5 ? createHash("sha256").update(salt).digest() : hardenedHash(salt));
  if (!hash(u.subarray(32, 40)).equals(u.subarray(0, 32))) return undefined;
  const d = createDecipheriv("aes-256-cbc", hash(u.subarray(40, 48)), Buffer.alloc(16)).setAutoPadding(false);
  return Buffer.concat([d.update(ue.subarray(0, 32)), d.final()]);
}

/** Algorithm 2.B of ISO 32000-2 with an empty password and no user data. */
function hardenedHash(salt: Buffer): Buffer {
  let k = createHash("sha256").update(salt).digest();
  for (let i = 0; ; i++) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => k));
    const c = createCipheriv("aes-128-cbc", k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    const e = Buffer.concat([c.update(k1), c.final()]);
    let mod = 0;
    for (let j = 0; j < 16; j++) mod += e[j]!;
    k = createHash(["sha256", "sha384", "sha512"][mod % 3]!)
      .update(e)
      .digest();
    if (i >= 63 && e[e.length - 1]! <= i - 31) break;
  }
  return k.subarray(0, 32);
}
