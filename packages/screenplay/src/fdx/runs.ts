/** Text runs of an FDX <Paragraph>. */
import type { StyleRange } from "../model.ts";
import { attr, childrenOf, findAll, tagOf, type XmlNode } from "./xml.ts";

/** Text and style ranges of a Paragraph's <Text> runs. */
export function paragraphText(p: XmlNode): { text: string; styles: StyleRange[]; revised: boolean } {
  let text = "";
  const styles: StyleRange[] = [];
  let revised = false;
  for (const t of findAll(childrenOf(p), "Text")) {
    const run = childrenOf(t)
      .map((n) => (typeof n["#text"] === "string" ? n["#text"] : tagOf(n) === "Tab" ? "\t" : ""))
      .join("");
    const style = (attr(t, "Style") ?? "").toLowerCase();
    if (run && style) {
      const r: StyleRange = { start: text.length, end: text.length + run.length };
      if (style.includes("bold")) r.bold = true;
      if (style.includes("italic")) r.italic = true;
      if (style.includes("underline")) r.underline = true;
      if (r.bold || r.italic || r.underline) styles.push(r);
    }
    const rev = attr(t, "RevisionID");
    if (rev && rev !== "0") revised = true;
    text += run;
  }
  return { text, styles, revised };
}
