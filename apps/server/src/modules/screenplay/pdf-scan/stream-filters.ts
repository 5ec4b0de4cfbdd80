import { constants, inflateRawSync, inflateSync } from "node:zlib";

import { nameOf, type PdfDict, type PdfValue } from "./pdf-lexer.ts";

/** A stream decodes to more bytes than the scan allows: the file is refused, never inflated further. */
export class DecodeBudgetExceeded extends Error {}

const FILTER_ALIASES: Record<string, string> = {
  Fl: "FlateDecode",
  AHx: "ASCIIHexDecode",
  A85: "ASCII85Decode",
  LZW: "LZWDecode",
  RL: "RunLengthDecode",
};

/**
 * Decodes a stream's bytes through its filters, never producing more than `maxBytes` (zlib stops at
 * the bound; the other decoders check as they go). A filter it cannot decode (images, Crypt) leaves
 * the bytes as they are, which is what pdf.js then reads as content too.
 */
export function decodeStream(
  dict: PdfDict,
  raw: Buffer,
  maxBytes: number,
  filterOf: (v: PdfValue | undefined) => PdfValue | undefined,
): Buffer {
  const filter = filterOf(dict.entries.get("Filter") ?? dict.entries.get("F"));
  const names = (Array.isArray(filter) ? filter : [filter])
    .map((f) => nameOf(filterOf(f)))
    .filter(Boolean) as string[];
  let data = raw;
  for (const short of names) {
    const name = FILTER_ALIASES[short] ?? short;
    if (name === "FlateDecode") data = inflate(data, maxBytes);
    else if (name === "ASCIIHexDecode") data = asciiHex(data);
    else if (name === "ASCII85Decode") data = ascii85(data);
    else if (name === "LZWDecode") data = lzw(data, maxBytes);
    else if (name === "RunLengthDecode") data = runLength(data, maxBytes);
    else break;
    if (data.length > maxBytes) throw new DecodeBudgetExceeded();
  }
  return data;
}

function inflate(data: Buffer, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes + 1, finishFlush: constants.Z_SYNC_FLUSH };
  for (const fn of [inflateSync, inflateRawSync]) {
    try {
      return fn(data, options);
    } catch (err) {
      if (err instanceof RangeError || (err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
        throw new DecodeBudgetExceeded();
    }
  }
  return Buffer.alloc(0); // pdf.js cannot read it either
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString("latin1");
  const end = text.indexOf(">");
  const hex = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9A-Fa-f]/g, "");
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, "hex");
}

function ascii85(data: Buffer): Buffer {
  const out: number[] = [];
  let group: number[] = [];
  for (const c of data) {
    if (c === 126) break; // ~>
    if (c === 122 && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) continue;
    group.push(c - 33);
    if (group.length === 5) {
      const v = group.reduce((acc, d) => acc * 85 + d, 0);
      out.push((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
      group = [];
    }
  }
  if (group.length > 1) {
    const n = group.length;
    while (group.length < 5) group.push(84);
    const v = group.reduce((acc, d) => acc * 85 + d, 0);
    out.push(...[(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255].slice(0, n - 1));
  }
  return Buffer.from(out);
}

function runLength(data: Buffer, maxBytes: number): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let k = 0; k <= n && i < data.length; k++) out.push(data[i++]!);
    } else {
      const b = data[i++] ?? 0;
      for (let k = 0; k < 257 - n; k++) out.push(b);
    }
    if (out.length > maxBytes) throw new DecodeBudgetExceeded();
  }
  return Buffer.from(out);
}

/** LZW (ISO 32000 §7.4.4, early change): each code is a prefix code plus one byte, so memory stays small. */
function lzw(data: Buffer, maxBytes: number): Buffer {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    length[i] = 1;
    prefix[i] = -1;
  }
  let grown = Buffer.alloc(Math.min(maxBytes + 1, Math.max(1024, data.length * 8)));
  let size = 0;
  let next = 258;
  let width = 9;
  let bitBuf = 0;
  let bits = 0;
  let prev = -1;
  const emit = (code: number): number => {
    const n = length[code]!;
    if (size + n > maxBytes) throw new DecodeBudgetExceeded();
    if (size + n > grown.length) {
      const bigger = Buffer.alloc(Math.min(maxBytes + 1, Math.max(grown.length * 2, size + n)));
      grown.copy(bigger, 0, 0, size);
      grown = bigger;
    }
    for (let k = n - 1, c = code; k >= 0; k--, c = prefix[c]!) grown[size + k] = suffix[c]!;
    size += n;
    return grown[size - n]!;
  };
  for (const byte of data) {
    bitBuf = ((bitBuf << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (bitBuf >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        next = 258;
        width = 9;
        prev = -1;
        continue;
      }
      if (code === 257) return grown.subarray(0, size);
      if (code >= next && !(code === next && prev >= 0)) return grown.subarray(0, size);
      let first: number;
      if (code < next) first = emit(code);
      else {
        // KwKwK: the previous string plus its own first byte.
        const n = length[prev]!;
        first = grown[size - n]!;
        prefix[next] = prev;
        suffix[next] = first;
        length[next] = n + 1;
        emit(next);
        prev = next++;
        if (next + 1 >= 1 << width && width < 12) width++;
        continue;
      }
      if (prev >= 0 && next < 4096) {
        prefix[next] = prev;
        suffix[next] = first;
        length[next] = length[prev]! + 1;
        next++;
      }
      prev = code;
      if (next + 1 >= 1 << width && width < 12) width++;
    }
  }
  return grown.subarray(0, size);
}
