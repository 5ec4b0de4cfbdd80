/**
 * FDX title page: paragraphs with an Alignment. Centered groups (split at empty paragraphs) give
 * title, credit, authors and source; left-aligned ones contact and copyright; right-aligned ones
 * draft date, revision and notes.
 */
import type { TitlePage } from "../model.ts";
import { paragraphText } from "./runs.ts";
import { attr, childrenOf, find, findAll, type XmlNode } from "./xml.ts";

const CREDIT = /^(written|screenplay|teleplay|story|created|adapted|an original|a film|by$|by\s)/i;
const COPYRIGHT = /(copyright|©|\(c\)\s*\d)/i;

export function parseFdxTitlePage(node: XmlNode): TitlePage | null {
  const content = find(childrenOf(node), "Content");
  const groups: { align: string; lines: string[] }[] = [];
  let open = false;
  for (const p of findAll(content ? childrenOf(content) : [], "Paragraph")) {
    const text = paragraphText(p).text.trim();
    const align = (attr(p, "Alignment") ?? "Left").toLowerCase();
    if (!text) {
      open = false;
      continue;
    }
    const last = groups[groups.length - 1];
    if (open && last && last.align === align) last.lines.push(text);
    else groups.push({ align, lines: [text] });
    open = true;
  }
  if (groups.length === 0) return null;
  const tp: TitlePage = { authors: [], extra: {} };
  const centered = groups.filter((g) => g.align === "center").map((g) => g.lines);
  if (centered[0]) tp.title = centered[0].join("\n");
  let k = 1;
  if (centered[k]?.length === 1 && CREDIT.test(centered[k]![0]!)) tp.credit = centered[k++]![0];
  if (centered[k]) tp.authors = centered[k++]!.flatMap((a) => a.split(/\s+(?:&|and)\s+/));
  if (k < centered.length)
    tp.source = centered
      .slice(k)
      .map((g) => g.join("\n"))
      .join("\n");
  const contact: string[] = [];
  for (const g of groups.filter((x) => x.align === "left" || x.align === "full")) {
    if (COPYRIGHT.test(g.lines.join(" "))) tp.copyright = g.lines.join("\n");
    else contact.push(...g.lines);
  }
  if (contact.length) tp.contact = contact.join("\n");
  const right = groups.filter((g) => g.align === "right").map((g) => g.lines);
  const notes: string[] = [];
  for (const lines of right) {
    for (const t of lines) {
      if (/\brev(ision|\.)/i.test(t)) tp.revision = tp.revision ? `${tp.revision}\n${t}` : t;
      else if (!tp.draftDate && /(\d|draft)/i.test(t)) tp.draftDate = t;
      else notes.push(t);
    }
  }
  if (notes.length) tp.notes = notes.join("\n");
  return tp;
}
