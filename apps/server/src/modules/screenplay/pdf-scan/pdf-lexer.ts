/**
 * A small PDF object reader for the upload pre-scan (docs/security.md, issue 28 findings 3 and 12):
 * enough of the syntax (ISO 32000 §7.3) to read dictionaries, arrays, names, numbers, strings and
 * references. It never recurses deeper than MAX_NESTING and reads each value once, so its cost is
 * linear in the bytes it is pointed at.
 */
export type PdfValue =
  number | boolean | null | PdfRef | PdfName | PdfString | PdfValue[] | PdfDict | PdfKeyword;

export interface PdfRef {
  kind: "ref";
  num: number;
  gen: number;
}
export interface PdfName {
  kind: "name";
  name: string;
}
export interface PdfString {
  kind: "string";
  bytes: Buffer;
}
export interface PdfKeyword {
  kind: "keyword";
  word: string;
}
export interface PdfDict {
  kind: "dict";
  entries: Map<string, PdfValue>;
}

const MAX_NESTING = 64;

export class PdfSyntaxError extends Error {}

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIM = new Set([40, 41, 60, 62, 91, 93, 123, 125, 47, 37]);

export const isWhite = (c: number) => WHITE.has(c);
export const isRegular = (c: number) => !WHITE.has(c) && !DELIM.has(c);

export class PdfLexer {
  constructor(
    readonly bytes: Buffer,
    public pos = 0,
  ) {}

  skipSpace(): void {
    const b = this.bytes;
    while (this.pos < b.length) {
      const c = b[this.pos]!;
      if (WHITE.has(c)) this.pos++;
      else if (c === 37) {
        while (this.pos < b.length && b[this.pos] !== 10 && b[this.pos] !== 13) this.pos++;
      } else break;
    }
  }

  /** Reads one value; integers followed by `gen R` become references. */
  readValue(depth = 0): PdfValue {
    if (depth > MAX_NESTING) throw new PdfSyntaxError("nesting too deep");
    this.skipSpace();
    const b = this.bytes;
    if (this.pos >= b.length) throw new PdfSyntaxError("unexpected end");
    const c = b[this.pos]!;
    if (c === 47) return { kind: "name", name: this.readName() };
    if (c === 40) return { kind: "string", bytes: this.readLiteralString() };
    if (c === 60 && b[this.pos + 1] === 60) return this.readDict(depth);
    if (c === 60) return { kind: "string", bytes: this.readHexString() };
    if (c === 91) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (this.pos >= b.length) throw new PdfSyntaxError("unterminated array");
        if (b[this.pos] === 93) {
          this.pos++;
          return items;
        }
        items.push(this.readValue(depth + 1));
      }
    }
    const word = this.readWord();
    if (word === "") {
      this.pos++;
      return { kind: "keyword", word: String.fromCharCode(c) };
    }
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      const n = Number(word);
      if (/^\d+$/.test(word)) {
        const save = this.pos;
        this.skipSpace();
        const gen = this.readWord();
        if (/^\d+$/.test(gen)) {
          this.skipSpace();
          if (this.readWord() === "R") return { kind: "ref", num: n, gen: Number(gen) };
        }
        this.pos = save;
      }
      return n;
    }
    if (word === "true") return true;
    if (word === "false") return false;
    if (word === "null") return null;
    return { kind: "keyword", word };
  }

  readWord(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos]!)) this.pos++;
    return this.bytes.toString("latin1", start, this.pos);
  }

  private readName(): string {
    this.pos++;
    return this.readWord().replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) =>
      String.fromCharCode(parseInt(h, 16)),
    );
  }

  private readDict(depth: number): PdfDict {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      const b = this.bytes;
      if (this.pos >= b.length) throw new PdfSyntaxError("unterminated dictionary");
      if (b[this.pos] === 62 && b[this.pos + 1] === 62) {
        this.pos += 2;
        return { kind: "dict", entries };
      }
      if (b[this.pos] !== 47) throw new PdfSyntaxError("dictionary key is not a name");
      const key = this.readName();
      entries.set(key, this.readValue(depth + 1));
    }
  }

  readLiteralString(): Buffer {
    const b = this.bytes;
    this.pos++;
    const out: number[] = [];
    let level = 1;
    while (this.pos < b.length) {
      const c = b[this.pos++]!;
      if (c === 92) {
        const e = b[this.pos++]!;
        const map: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
        if (map[e] !== undefined) out.push(map[e]);
        else if (e >= 48 && e <= 55) {
          let v = e - 48;
          for (let i = 0; i < 2 && b[this.pos]! >= 48 && b[this.pos]! <= 55; i++)
            v = v * 8 + b[this.pos++]! - 48;
          out.push(v & 255);
        } else if (e === 13) {
          if (b[this.pos] === 10) this.pos++;
        } else if (e !== 10) out.push(e);
        continue;
      }
      if (c === 40) level++;
      if (c === 41 && --level === 0) return Buffer.from(out);
      out.push(c);
    }
    throw new PdfSyntaxError("unterminated string");
  }

  private readHexString(): Buffer {
    const end = this.bytes.indexOf(62, this.pos);
    if (end < 0) throw new PdfSyntaxError("unterminated hex string");
    const hex = this.bytes.toString("latin1", this.pos + 1, end).replace(/[^0-9A-Fa-f]/g, "");
    this.pos = end + 1;
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex");
  }
}

export const isDict = (v: PdfValue | undefined): v is PdfDict =>
  typeof v === "object" && v !== null && !Array.isArray(v) && v.kind === "dict";
export const isRef = (v: PdfValue | undefined): v is PdfRef =>
  typeof v === "object" && v !== null && !Array.isArray(v) && v.kind === "ref";
export const nameOf = (v: PdfValue | undefined): string | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) && v.kind === "name" ? v.name : undefined;
export const stringOf = (v: PdfValue | undefined): Buffer | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) && v.kind === "string" ? v.bytes : undefined;
