/**
 * Hand-built PDFs for error tests: a minimal one-page PDF, optionally encrypted with the PDF
 * standard security handler (revision 2, 40-bit RC4), written from the specification.
 */
import { createHash } from "node:crypto";

const PAD = Buffer.from("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A", "hex");

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) =>
  new Uint8Array(createHash("md5").update(Buffer.concat(parts)).digest());
const padded = (pw: string) => Buffer.concat([Buffer.from(pw, "latin1"), PAD]).subarray(0, 32);

export interface EncryptOptions {
  userPassword: string;
  ownerPassword: string;
}

/** A one-page PDF with the given text lines (Courier 12 pt); encrypted when `encrypt` is given. */
export function minimalPdf(lines: string[], encrypt?: EncryptOptions): Uint8Array {
  const id = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
  const P = -44;
  let key: Uint8Array | null = null;
  let O: Uint8Array = new Uint8Array(0);
  let U: Uint8Array = new Uint8Array(0);
  if (encrypt) {
    O = rc4(md5(padded(encrypt.ownerPassword)).subarray(0, 5), padded(encrypt.userPassword));
    const p = Buffer.alloc(4);
    p.writeInt32LE(P);
    key = md5(padded(encrypt.userPassword), O, p, id).subarray(0, 5);
    U = rc4(key, PAD);
  }
  const objKey = (num: number) =>
    md5(key!, new Uint8Array([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
  const escape = (s: string) => s.replace(/([\\()])/g, "\\$1");
  const content = Buffer.from(
    `BT /F1 12 Tf 12 TL 108 700 Td ${lines.map((l) => `(${escape(l)}) Tj T*`).join(" ")} ET`,
    "latin1",
  );
  const stream = key ? rc4(objKey(4), content) : content;
  const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>",
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(O)}> /U <${hex(U)}> /P ${P} >>`,
  ];
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let size = chunks[0]!.length;
  const count = encrypt ? 6 : 5;
  for (let i = 0; i < count; i++) {
    offsets.push(size);
    const body =
      objects[i] === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`),
            Buffer.from(stream),
            Buffer.from("\nendstream\nendobj\n"),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${objects[i]}\nendobj\n`, "latin1");
    chunks.push(body);
    size += body.length;
  }
  const xref = [
    `xref\n0 ${count + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  const trailer = `trailer\n<< /Size ${count + 1} /Root 1 0 R${encrypt ? " /Encrypt 6 0 R" : ""} /ID [<${hex(id)}> <${hex(id)}>] >>\nstartxref\n${size}\n%%EOF\n`;
  chunks.push(Buffer.from(xref + trailer, "latin1"));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The 8-byte PNG signature and an IHDR chunk: clearly not a PDF. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
