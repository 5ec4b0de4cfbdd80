/**
 * Prints the text lines of some pages of a PDF with their positions (baseline from the top, and
 * each segment's start in character columns from the page's left edge), for checking by hand how a
 * page is laid out. Nothing is written anywhere.
 * Usage: npx tsx eval/dump-page.ts <file.pdf> <first page> [last page] (PDF page indexes, 1-based)
 */
import { readFileSync } from "node:fs";

import { extractPdfText } from "../src/pdf/extract.ts";
import { groupLines, measureCharWidth } from "../src/pdf/lines.ts";

const [path, from, to] = process.argv.slice(2);
const raw = await extractPdfText(new Uint8Array(readFileSync(path!)));
const cw = measureCharWidth(raw);
const first = Number(from ?? 1);
const last = Number(to ?? first);
for (const page of groupLines(raw, cw)) {
  if (page.index < first || page.index > last) continue;
  console.log(`--- page ${page.index} (${page.width}x${page.height}, char ${cw.toFixed(2)})`);
  for (const l of page.lines)
    console.log(
      `${l.top.toFixed(1).padStart(6)} ` +
        l.segments
          .map((s) => `[${(s.x / cw).toFixed(1)}${s.italic ? "i" : ""}${s.bold ? "b" : ""}] ${s.text}`)
          .join("  "),
    );
}
