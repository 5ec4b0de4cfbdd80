/**
 * Just enough of a TrueType/OpenType reader to measure text: units per em, ascender/descender,
 * the character map (formats 4 and 12) and advance widths. resvg has no text-measuring API, and
 * the poster must wrap and size its title itself so that it always fits.
 */
export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  /** Advance of a code point in em units, or undefined when the font has no glyph for it. */
  advance(codePoint: number): number | undefined;
  has(codePoint: number): boolean;
}

interface TableRecord {
  offset: number;
  length: number;
}

function tables(buf: Buffer): Map<string, TableRecord> {
  const count = buf.readUInt16BE(4);
  const found = new Map<string, TableRecord>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    found.set(buf.toString("latin1", at, at + 4), {
      offset: buf.readUInt32BE(at + 8),
      length: buf.readUInt32BE(at + 12),
    });
  }
  return found;
}

/** Maps code points to glyph ids from the best Unicode cmap subtable. */
function readCmap(buf: Buffer, cmap: TableRecord): (codePoint: number) => number {
  const base = cmap.offset;
  const count = buf.readUInt16BE(base + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < count; i++) {
    const platform = buf.readUInt16BE(base + 4 + i * 8);
    const encoding = buf.readUInt16BE(base + 6 + i * 8);
    const sub = base + buf.readUInt32BE(base + 8 + i * 8);
    const format = buf.readUInt16BE(sub);
    const isUnicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!isUnicode) continue;
    if (format === 12) format12 = sub;
    else if (format === 4 && format4 === undefined) format4 = sub;
  }
  if (format12 !== undefined) {
    const sub = format12;
    const groups = buf.readUInt32BE(sub + 12);
    return (cp) => {
      let lo = 0;
      let hi = groups - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const at = sub + 16 + mid * 12;
        const start = buf.readUInt32BE(at);
        const end = buf.readUInt32BE(at + 4);
        if (cp < start) hi = mid - 1;
        else if (cp > end) lo = mid + 1;
        else return buf.readUInt32BE(at + 8) + (cp - start);
      }
      return 0;
    };
  }
  if (format4 !== undefined) {
    const sub = format4;
    const segCount = buf.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segCount * 2 + 2;
    const deltas = starts + segCount * 2;
    const rangeOffsets = deltas + segCount * 2;
    return (cp) => {
      if (cp > 0xffff) return 0;
      for (let i = 0; i < segCount; i++) {
        const end = buf.readUInt16BE(ends + i * 2);
        if (cp > end) continue;
        const start = buf.readUInt16BE(starts + i * 2);
        if (cp < start) return 0;
        const delta = buf.readInt16BE(deltas + i * 2);
        const rangeOffset = buf.readUInt16BE(rangeOffsets + i * 2);
        if (rangeOffset === 0) return (cp + delta) & 0xffff;
        const glyphAt = rangeOffsets + i * 2 + rangeOffset + (cp - start) * 2;
        const glyph = buf.readUInt16BE(glyphAt);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  return () => 0;
}

export function readFontMetrics(buf: Buffer): FontMetrics {
  const t = tables(buf);
  const head = t.get("head");
  const hhea = t.get("hhea");
  const hmtx = t.get("hmtx");
  const cmap = t.get("cmap");
  if (!head || !hhea || !hmtx || !cmap)
    throw new Error("not a TrueType/OpenType font with head, hhea, hmtx and cmap tables");
  const unitsPerEm = buf.readUInt16BE(head.offset + 18);
  const ascender = buf.readInt16BE(hhea.offset + 4) / unitsPerEm;
  const descender = buf.readInt16BE(hhea.offset + 6) / unitsPerEm;
  const longMetrics = buf.readUInt16BE(hhea.offset + 34);
  const glyphOf = readCmap(buf, cmap);
  const advanceOfGlyph = (glyph: number) =>
    buf.readUInt16BE(hmtx.offset + Math.min(glyph, longMetrics - 1) * 4) / unitsPerEm;
  return {
    unitsPerEm,
    ascender,
    descender,
    has: (cp) => glyphOf(cp) !== 0,
    advance: (cp) => {
      const glyph = glyphOf(cp);
      return glyph === 0 ? undefined : advanceOfGlyph(glyph);
    },
  };
}
