/** Title page layout: title block centered a third down, contact bottom left, draft date bottom right. */
import type { LayoutSpec } from "../layout/specs.ts";
import type { TitlePage } from "../model.ts";
import { wrapText } from "../text.ts";
import type { PageContent } from "./content.ts";

function lines(value: string | undefined, width: number): string[] {
  if (!value) return [];
  return value.split("\n").flatMap((l) => wrapText(l, width));
}

export function drawTitlePage(out: PageContent, tp: TitlePage, spec: LayoutSpec): void {
  const W = spec.textWidth;
  const L = spec.linesPerPage;
  let row = Math.round(L * 0.33);
  const centered = (texts: string[], gapAfter: number) => {
    for (const t of texts) out.at(Math.floor((W - t.length) / 2), row++, t);
    if (texts.length) row += gapAfter;
  };
  centered(lines(tp.title, W - 10), 3);
  centered(lines(tp.credit, W - 10), 1);
  centered(
    tp.authors.flatMap((a) => wrapText(a, W - 10)),
    3,
  );
  centered(lines(tp.source, W - 10), 0);

  const left = [...lines(tp.contact, 30)];
  if (tp.copyright) left.push("", ...lines(tp.copyright, 30));
  left.forEach((t, i) => out.at(0, L - left.length + i, t));

  const right = [...lines(tp.revision, 28), ...lines(tp.draftDate, 28)];
  if (tp.notes) right.push(...(right.length ? [""] : []), ...lines(tp.notes, 28));
  right.forEach((t, i) => out.at(W - t.length, L - right.length + i, t));
}
