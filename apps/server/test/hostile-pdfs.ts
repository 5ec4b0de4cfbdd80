import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";

/**
 * Hostile PDFs as the attacker of issue 28 built them (findings 3 and 12), written object by object
 * with a correct cross-reference table, so pdf.js opens every one of them.
 */
export function buildPdf(
  objects: (string | { dict: string; stream: Buffer })[],
  options: { encrypt?: boolean } = {},
): Buffer {
  const security = options.encrypt ? ownerOnlyEncryption() : undefined;
  if (security) objects = [...objects, security.dict];
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(length);
    const body =
      typeof obj === "string"
        ? Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, "latin1")
        : Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n${obj.dict.replace(/>>\s*$/, ` /Length ${obj.stream.length} >>`)}\nstream\n`,
              "latin1",
            ),
            security ? security.encrypt(i + 1, obj.stream) : obj.stream,
            Buffer.from("\nendstream\nendobj\n", "latin1"),
          ]);
    parts.push(body);
    length += body.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R${security ? ` /Encrypt ${offsets.length} 0 R /ID [<${ID.toString("hex")}> <${ID.toString("hex")}>]` : ""} >>\nstartxref\n${length}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}

const ID = Buffer.from("00112233445566778899aabbccddeeff", "hex");
const PAD = Buffer.from("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A", "hex");
const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
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

/**
 * The standard security handler, revision 2 (40-bit RC4), with an owner password only: the file opens
 * without a password (as permission-restricted PDFs do), but its streams are encrypted.
 */
function ownerOnlyEncryption() {
  const P = -44;
  const o = rc4(
    md5(Buffer.concat([Buffer.from("owner", "latin1"), PAD]).subarray(0, 32)).subarray(0, 5),
    PAD,
  );
  const p = Buffer.alloc(4);
  p.writeInt32LE(P);
  const key = md5(PAD, o, p, ID).subarray(0, 5);
  const u = rc4(key, PAD);
  return {
    dict: `<< /Filter /Standard /V 1 /R 2 /O <${o.toString("hex")}> /U <${u.toString("hex")}> /P ${P} >>`,
    encrypt: (num: number, data: Buffer) =>
      rc4(
        md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10),
        data,
      ),
  };
}

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>";
const page = (parent: number, contents: number) =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R >>`;

/**
 * Finding 3: `pages` pages that all draw one shared content stream of `operators` operators
 * (flate-compressed, so the file stays small: 1,000 pages of 20,000 operators is ~150 KB).
 */
export function inflatedOperatorsPdf(
  pages: number,
  operators: number,
  options: { encrypt?: boolean } = {},
): Buffer {
  const ops = Array.from(
    { length: operators / 2 },
    (_, i) => `${i % 600} ${i % 700} m ${(i * 7) % 600} 10 l`,
  ).join(" ");
  const content = Buffer.from(`BT /F1 12 Tf 72 720 Td (INT. ROOM - DAY) Tj ET ${ops} S`, "latin1");
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(" ");
  return buildPdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
      FONT,
      { dict: "<< /Filter /FlateDecode >>", stream: deflateSync(content, { level: 9 }) },
      ...Array.from({ length: pages }, () => page(2, 4)),
    ],
    options,
  );
}

/** The same cost through another path: one small page stream painting a heavy form many times. */
export function formAmplifiedPdf(pages: number, paints: number, formOperators: number): Buffer {
  const formOps = Array.from({ length: formOperators / 2 }, (_, i) => `${i % 600} ${i % 700} m`).join(" ");
  const content = Buffer.from(Array.from({ length: paints }, () => "/X0 Do").join("\n"), "latin1");
  const kids = Array.from({ length: pages }, (_, i) => `${i + 6} 0 R`).join(" ");
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`,
    FONT,
    { dict: "<< /Filter /FlateDecode >>", stream: deflateSync(content, { level: 9 }) },
    {
      dict: "<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Filter /FlateDecode >>",
      stream: deflateSync(Buffer.from(formOps, "latin1"), { level: 9 }),
    },
    ...Array.from(
      { length: pages },
      () =>
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /X0 5 0 R >> >> /Contents 4 0 R >>",
    ),
  ]);
}

const text = (line: string) =>
  ({ dict: "<< >>", stream: Buffer.from(`BT /F1 12 Tf 72 720 Td (${line}) Tj ET`, "latin1") }) as const;

/** Finding 12: `/Kids` of an intermediate node point back to the root, which claims a million pages. */
export function loopingPageTreePdf(): Buffer {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1000000 /Kids [5 0 R 6 0 R] >>",
    FONT,
    text("INT. HOUSE - DAY"),
    page(2, 4),
    "<< /Type /Pages /Parent 2 0 R /Count 999999 /Kids [2 0 R 5 0 R] >>",
  ]);
}

/** Finding 12 through `/Parent`: a page-tree node is its own parent and lists itself. */
export function parentCyclePdf(): Buffer {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 2 /Kids [5 0 R 6 0 R] >>",
    FONT,
    text("INT. HOUSE - DAY"),
    page(2, 4),
    "<< /Type /Pages /Parent 6 0 R /Count 1 /Kids [6 0 R] >>",
  ]);
}

/** Finding 12: a tree of 3 pages whose root claims `count` (a million by default). */
export function falseCountPdf(count = 1_000_000): Buffer {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${count} /Kids [5 0 R 6 0 R 7 0 R] >>`,
    FONT,
    text("INT. HOUSE - DAY"),
    page(2, 4),
    page(2, 4),
    page(2, 4),
  ]);
}
