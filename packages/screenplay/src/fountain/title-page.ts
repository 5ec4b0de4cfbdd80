/** Fountain title page: "Key: value" lines at the very top, values may continue on indented lines. */
import type { TitlePage } from "../model.ts";
import { MARGIN_TRANSITION } from "../text.ts";
import { stripEmphasis } from "./inline.ts";

const KEY_LINE = /^([A-Za-z][A-Za-z0-9 _-]*):\s*(.*)$/;

export function emptyTitlePage(): TitlePage {
  return { authors: [], extra: {} };
}

/** Whether the document starts with a title page block. */
export function hasTitlePage(lines: string[]): boolean {
  const first = lines.find((l) => l.trim() !== "");
  // "FADE IN:" opens a script, it is not a title page key.
  return (
    first !== undefined &&
    KEY_LINE.test(first.trim()) &&
    !/^(INT|EXT|EST|I\/E)[. ]/i.test(first.trim()) &&
    !MARGIN_TRANSITION.test(first.trim())
  );
}

function clean(value: string): string {
  return stripEmphasis(value).text.trim();
}

export function applyTitleField(tp: TitlePage, rawKey: string, values: string[]): void {
  const key = rawKey.trim().toLowerCase();
  const vals = values.map(clean).filter((v) => v !== "");
  const joined = vals.join("\n");
  switch (key) {
    case "title":
      tp.title = joined;
      break;
    case "credit":
      tp.credit = joined;
      break;
    case "author":
    case "authors":
      for (const v of vals)
        tp.authors.push(
          ...v
            .split(/\s+(?:&|and)\s+/)
            .map((a) => a.trim())
            .filter(Boolean),
        );
      break;
    case "source":
      tp.source = joined;
      break;
    case "draft date":
    case "date":
      tp.draftDate = joined;
      break;
    case "contact":
      tp.contact = joined;
      break;
    case "copyright":
      tp.copyright = joined;
      break;
    case "notes":
      tp.notes = joined;
      break;
    case "revision":
      tp.revision = joined;
      break;
    default:
      tp.extra[key] = joined;
  }
}

/** Parse the title page; returns it and the index of the first line after it. */
export function parseTitlePage(lines: string[]): { titlePage: TitlePage; next: number } {
  const tp = emptyTitlePage();
  let i = 0;
  while (i < lines.length && lines[i]!.trim() === "") i++;
  let key: string | null = null;
  let values: string[] = [];
  const flush = () => {
    if (key !== null) applyTitleField(tp, key, values);
    key = null;
    values = [];
  };
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === "") break;
    const m = /^(\t| {3,})/.test(line) ? null : KEY_LINE.exec(line.trim());
    if (m) {
      flush();
      key = m[1]!;
      if (m[2]) values.push(m[2]);
    } else if (key !== null) {
      values.push(line.trim());
    }
  }
  flush();
  return { titlePage: tp, next: i };
}
