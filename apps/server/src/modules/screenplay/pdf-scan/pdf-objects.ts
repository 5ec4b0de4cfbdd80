import { standardDecryptor, type StreamDecryptor } from "./pdf-decrypt.ts";
import {
  isDict,
  isRef,
  nameOf,
  PdfLexer,
  PdfSyntaxError,
  stringOf,
  type PdfDict,
  type PdfValue,
} from "./pdf-lexer.ts";
import { DecodeBudgetExceeded, decodeStream } from "./stream-filters.ts";

interface StreamSpan {
  dict: PdfDict;
  start: number;
  end: number;
  num: number;
  gen: number;
}
type Location = { offset: number } | { inStream: number; index: number };

export interface PdfObject {
  value: PdfValue;
  stream?: StreamSpan;
}

const OBJ_HEADER = /(?<![0-9])(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g;
const MAX_REF_HOPS = 32;
/** More objects than any script has (a 1,000-page one has some thousands): the scan stops there. */
const MAX_OBJECTS = 250_000;

/**
 * The objects of a PDF, found the way a reader does: the cross-reference sections from `startxref`
 * back through `/Prev` (tables and streams), with the objects a sequential scan finds (skipping over
 * stream data) filling in what the xref misses. Objects in object streams are read from them.
 * Every decode is bounded by `maxDecodedBytes` in total.
 */
export class PdfObjects {
  private readonly index = new Map<number, Location>();
  private readonly cache = new Map<number, PdfObject | null>();
  private readonly objStmCache = new Map<number, { data: Buffer; offsets: number[]; nums: number[] }>();
  private decoded = 0;
  trailer: PdfDict | undefined;
  /** For an encrypted file: whether its streams can be read (it opens without a user password). */
  readonly encrypted: boolean;
  private decryptor: StreamDecryptor | undefined;

  constructor(
    private readonly bytes: Buffer,
    private readonly maxDecodedBytes: number,
  ) {
    this.scanSequentially();
    this.readXref();
    const encrypt = this.trailer?.entries.get("Encrypt");
    this.encrypted = encrypt !== undefined;
    if (this.encrypted) {
      const ids = this.resolve(this.trailer?.entries.get("ID"));
      const id0 = Array.isArray(ids) ? stringOf(this.resolve(ids[0])) : undefined;
      this.decryptor = standardDecryptor(this.resolve(encrypt), id0 ?? Buffer.alloc(0), (v) =>
        this.resolve(v),
      );
    }
  }

  /** Encrypted, and this scan cannot read the streams (a user password, or an unknown handler). */
  get unreadable(): boolean {
    return this.encrypted && !this.decryptor;
  }

  get objectCount(): number {
    return this.index.size;
  }

  /** Follows references (at most a few hops) to a value. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let v = value;
    for (let hops = 0; isRef(v); hops++) {
      if (hops >= MAX_REF_HOPS) return undefined;
      v = this.get(v.num)?.value;
    }
    return v;
  }

  get(num: number): PdfObject | undefined {
    if (this.cache.has(num)) return this.cache.get(num) ?? undefined;
    this.cache.set(num, null); // a reference loop reads as missing
    const loc = this.index.get(num);
    let found: PdfObject | undefined;
    try {
      if (loc && "offset" in loc) found = this.readAt(loc.offset, num);
      else if (loc) found = this.readFromObjStm(loc.inStream, loc.index);
    } catch (err) {
      if (!(err instanceof PdfSyntaxError)) throw err;
    }
    this.cache.set(num, found ?? null);
    return found;
  }

  /** A stream's decoded bytes; the total decoded over the whole scan is bounded. */
  streamData(num: number, maxBytes = Infinity): Buffer | undefined {
    const obj = this.get(num);
    if (!obj?.stream) return undefined;
    return this.decode(obj.stream, maxBytes);
  }

  private decode(span: StreamSpan, maxBytes: number): Buffer {
    const left = Math.min(maxBytes, this.maxDecodedBytes - this.decoded);
    let raw = this.bytes.subarray(span.start, span.end);
    const type = nameOf(span.dict.entries.get("Type"));
    if (this.decryptor && type !== "XRef") raw = this.decryptor.decrypt(span.num, span.gen, raw);
    const data = decodeStream(span.dict, raw, Math.max(0, left), (v) => this.resolve(v));
    this.decoded += data.length;
    return data;
  }

  private readAt(offset: number, expected?: number): PdfObject | undefined {
    const lexer = new PdfLexer(this.bytes, offset);
    const num = lexer.readValue();
    const gen = lexer.readValue();
    const keyword = lexer.readValue();
    if (typeof num !== "number" || (expected !== undefined && num !== expected)) return undefined;
    if (nameOf(keyword) !== undefined || (keyword as { word?: string })?.word !== "obj") return undefined;
    const value = lexer.readValue();
    if (!isDict(value)) return { value };
    lexer.skipSpace();
    if (this.bytes.toString("latin1", lexer.pos, lexer.pos + 6) !== "stream") return { value };
    let start = lexer.pos + 6;
    if (this.bytes[start] === 13) start++;
    if (this.bytes[start] === 10) start++;
    const end = this.streamEnd(value, start);
    return { value, stream: { dict: value, start, end, num, gen: typeof gen === "number" ? gen : 0 } };
  }

  private streamEnd(dict: PdfDict, start: number): number {
    const declared = dict.entries.get("Length");
    const length = isRef(declared) ? this.lengthFromRef(declared.num) : declared;
    if (
      typeof length === "number" &&
      Number.isInteger(length) &&
      length >= 0 &&
      start + length <= this.bytes.length
    ) {
      const after = this.bytes.toString("latin1", start + length, start + length + 12);
      if (/^\s*endstream/.test(after)) return start + length;
    }
    const found = this.bytes.indexOf("endstream", start, "latin1");
    return found < 0 ? this.bytes.length : found;
  }

  private lengthFromRef(num: number): PdfValue | undefined {
    const loc = this.index.get(num);
    if (!loc || !("offset" in loc)) return undefined;
    try {
      return this.readAt(loc.offset, num)?.value;
    } catch {
      return undefined;
    }
  }

  private readFromObjStm(streamNum: number, index: number): PdfObject | undefined {
    let stm = this.objStmCache.get(streamNum);
    if (!stm) {
      const obj = this.get(streamNum);
      if (!obj?.stream) return undefined;
      const data = this.decode(obj.stream, Infinity);
      const n = Number(this.resolve(obj.stream.dict.entries.get("N")) ?? 0);
      const first = Number(this.resolve(obj.stream.dict.entries.get("First")) ?? 0);
      const header = new PdfLexer(data, 0);
      const nums: number[] = [];
      const offsets: number[] = [];
      for (let i = 0; i < n && header.pos < first; i++) {
        const objNum = header.readValue();
        const off = header.readValue();
        if (typeof objNum !== "number" || typeof off !== "number") break;
        nums.push(objNum);
        offsets.push(first + off);
      }
      stm = { data, offsets, nums };
      this.objStmCache.set(streamNum, stm);
    }
    const offset = stm.offsets[index];
    if (offset === undefined) return undefined;
    return { value: new PdfLexer(stm.data, offset).readValue() };
  }

  /** Every `N G obj` in file order, skipping stream data (so text inside a stream is never an object). */
  private scanSequentially(): void {
    const text = this.bytes.toString("latin1");
    OBJ_HEADER.lastIndex = 0;
    let nextStream = 0;
    let nextEnd = 0;
    for (let m = OBJ_HEADER.exec(text); m; m = OBJ_HEADER.exec(text)) {
      const num = Number(m[1]);
      this.index.set(num, { offset: m.index });
      if (this.index.size > MAX_OBJECTS) throw new DecodeBudgetExceeded();
      // Only a stream needs reading here (to skip its data); other objects are read when used.
      // The next `stream` and `endobj` only move forward, so finding them stays linear in the file.
      if (nextStream !== -1 && nextStream < OBJ_HEADER.lastIndex)
        nextStream = text.indexOf("stream", OBJ_HEADER.lastIndex);
      if (nextEnd !== -1 && nextEnd < OBJ_HEADER.lastIndex)
        nextEnd = text.indexOf("endobj", OBJ_HEADER.lastIndex);
      if (nextStream === -1 || (nextEnd !== -1 && nextEnd < nextStream)) continue;
      try {
        const obj = this.readAt(m.index, num);
        if (obj?.stream) OBJ_HEADER.lastIndex = Math.max(OBJ_HEADER.lastIndex, obj.stream.end);
        if (isDict(obj?.value) && nameOf(obj.value.entries.get("Type")) === "XRef") this.trailer = obj.value;
      } catch (err) {
        if (!(err instanceof PdfSyntaxError)) throw err;
      }
    }
    const at = text.lastIndexOf("trailer");
    if (at >= 0) {
      try {
        const value = new PdfLexer(this.bytes, at + 7).readValue();
        if (isDict(value) && (!this.trailer || at > 0)) this.trailer = value;
      } catch {
        /* a broken trailer: the xref stream's dictionary, if any, stands */
      }
    }
  }

  /** The cross-reference sections (newest first win), over what the scan found. */
  private readXref(): void {
    const tail = this.bytes.toString("latin1", Math.max(0, this.bytes.length - 1024));
    const m = /startxref\s+(\d+)/.exec(tail.slice(tail.lastIndexOf("startxref")));
    if (!m) return;
    const fromXref = new Map<number, Location>();
    const seen = new Set<number>();
    let offset: number | undefined = Number(m[1]);
    let newestTrailer: PdfDict | undefined;
    while (offset !== undefined && !seen.has(offset) && seen.size < 64 && offset < this.bytes.length) {
      seen.add(offset);
      const trailer = this.readXrefSection(offset, fromXref);
      if (!trailer) return; // a broken xref: pdf.js reconstructs from a scan, as we did
      newestTrailer ??= trailer;
      const prev = trailer.entries.get("Prev");
      offset = typeof prev === "number" ? prev : undefined;
    }
    for (const [num, loc] of fromXref) this.index.set(num, loc);
    if (newestTrailer) this.trailer = newestTrailer;
  }

  private readXrefSection(offset: number, into: Map<number, Location>): PdfDict | undefined {
    try {
      if (this.bytes.toString("latin1", offset, offset + 4) === "xref")
        return this.readXrefTable(offset + 4, into);
      const obj = this.readAt(offset);
      if (!obj?.stream || nameOf(obj.stream.dict.entries.get("Type")) !== "XRef") return undefined;
      this.readXrefStream(obj.stream, into);
      return obj.stream.dict;
    } catch (err) {
      if (err instanceof PdfSyntaxError) return undefined;
      throw err;
    }
  }

  private readXrefTable(pos: number, into: Map<number, Location>): PdfDict | undefined {
    const lexer = new PdfLexer(this.bytes, pos);
    for (;;) {
      const first = lexer.readValue();
      if (typeof first !== "number") {
        const trailer = lexer.readValue();
        return isDict(trailer) ? trailer : undefined;
      }
      const count = lexer.readValue();
      if (typeof count !== "number" || count > this.bytes.length / 18) return undefined;
      for (let i = 0; i < count; i++) {
        const off = lexer.readValue();
        lexer.readValue();
        const type = lexer.readValue() as { word?: string };
        if (type?.word === "n" && typeof off === "number" && !into.has(first + i))
          into.set(first + i, { offset: off });
      }
    }
  }

  private readXrefStream(span: StreamSpan, into: Map<number, Location>): void {
    const dict = span.dict;
    const w = (this.resolve(dict.entries.get("W")) as PdfValue[] | undefined)?.map(Number) ?? [];
    const size = Number(this.resolve(dict.entries.get("Size")) ?? 0);
    const index = ((this.resolve(dict.entries.get("Index")) as PdfValue[] | undefined) ?? [0, size]).map(
      Number,
    );
    if (w.length !== 3 || w.some((x) => !Number.isInteger(x) || x < 0 || x > 8)) return;
    const rowLength = w[0]! + w[1]! + w[2]!;
    let data = this.decode(span, Infinity);
    const parms = this.resolve(dict.entries.get("DecodeParms"));
    const predictor = isDict(parms) ? Number(this.resolve(parms.entries.get("Predictor")) ?? 1) : 1;
    if (predictor >= 10) data = unpng(data, rowLength);
    let row = 0;
    for (let i = 0; i + 1 < index.length; i += 2) {
      for (let k = 0; k < index[i + 1]!; k++, row++) {
        const at = row * rowLength;
        if (at + rowLength > data.length) return;
        const field = (start: number, width: number, fallback: number) => {
          if (width === 0) return fallback;
          let v = 0;
          for (let j = 0; j < width; j++) v = v * 256 + data[at + start + j]!;
          return v;
        };
        const type = field(0, w[0]!, 1);
        const a = field(w[0]!, w[1]!, 0);
        const b = field(w[0]! + w[1]!, w[2]!, 0);
        const num = index[i]! + k;
        if (into.has(num)) continue;
        if (type === 1) into.set(num, { offset: a });
        else if (type === 2) into.set(num, { inStream: a, index: b });
      }
    }
  }
}

/** PNG predictors (one filter byte per row) as used by cross-reference streams. */
function unpng(data: Buffer, columns: number): Buffer {
  const rowIn = columns + 1;
  const rows = Math.floor(data.length / rowIn);
  const out = Buffer.alloc(rows * columns);
  for (let r = 0; r < rows; r++) {
    const type = data[r * rowIn]!;
    for (let c = 0; c < columns; c++) {
      const raw = data[r * rowIn + 1 + c]!;
      const left = c > 0 ? out[r * columns + c - 1]! : 0;
      const up = r > 0 ? out[(r - 1) * columns + c]! : 0;
      const upLeft = r > 0 && c > 0 ? out[(r - 1) * columns + c - 1]! : 0;
      let v = raw;
      if (type === 1) v = raw + left;
      else if (type === 2) v = raw + up;
      else if (type === 3) v = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[r * columns + c] = v & 255;
    }
  }
  return out;
}
