/** Final Draft (.fdx) parser producing the shared Screenplay model. */
import { assemble } from "../assemble.ts";
import { ScreenplayParseError } from "../errors.ts";
import { paginate } from "../layout/paginate.ts";
import { getLayout, type LayoutName, type LayoutSpec } from "../layout/specs.ts";
import type { ElementKind, Screenplay, ScriptElement } from "../model.ts";
import { parseCharacterCue } from "../text.ts";
import { paragraphText } from "./runs.ts";
import { parseFdxTitlePage } from "./title-page.ts";
import { attr, childrenOf, find, findAll, parseXml, type XmlNode } from "./xml.ts";

export interface FdxOptions {
  layout?: LayoutName | LayoutSpec;
}

const TYPES: Record<string, ElementKind> = {
  "scene heading": "scene_heading",
  action: "action",
  general: "action",
  "cast list": "action",
  character: "character",
  parenthetical: "parenthetical",
  dialogue: "dialogue",
  transition: "transition",
  shot: "shot",
  lyrics: "lyrics",
  "new act": "centered",
  "end of act": "centered",
  "act break": "centered",
  outline: "section",
  "outline 1": "section",
  "outline 2": "section",
  "outline 3": "section",
  "outline body": "synopsis",
};

export function fdxElements(xml: string): { elements: ScriptElement[]; root: XmlNode } {
  const tree = parseXml(xml);
  const root = tree ? find(tree, "FinalDraft") : undefined;
  if (!root) throw new ScreenplayParseError("invalid_fdx", "This file is not a Final Draft (.fdx) document.");
  const content = find(childrenOf(root), "Content");
  const elements: ScriptElement[] = [];
  let speech = -1;
  let speaker: string | null = null;
  let dualGroup = 0;

  const add = (p: XmlNode, dual?: { side: "left" | "right"; group: number }) => {
    const type = (attr(p, "Type") ?? "General").toLowerCase();
    let kind: ElementKind = TYPES[type] ?? "action";
    if (kind === "action" && (attr(p, "Alignment") ?? "").toLowerCase() === "center") kind = "centered";
    const { text, styles, revised } = paragraphText(p);
    const clean = text.replace(/\t/g, " ").replace(/[ ]+$/g, "");
    if (clean.trim() === "" && kind !== "scene_heading") return;
    const lead = clean.length - clean.trimStart().length;
    const e: ScriptElement = { kind, text: clean.trim(), page: 0 };
    const shifted = styles
      .map((s) => ({ ...s, start: Math.max(0, s.start - lead), end: Math.min(e.text.length, s.end - lead) }))
      .filter((s) => s.end > s.start);
    if (shifted.length) e.styles = shifted;
    if (revised) e.revised = true;
    const outline = kind === "section" ? /^outline (\d)$/.exec(type) : null;
    if (outline) e.depth = Number(outline[1]);
    if (kind === "scene_heading") {
      const num = attr(p, "Number") ?? attr(find(childrenOf(p), "SceneProperties") ?? {}, "Number");
      if (num) e.sceneNumber = num;
      speaker = null;
    } else if (kind === "character") {
      const cue = parseCharacterCue(e.text);
      speech++;
      speaker = cue.name;
      e.character = cue.name;
      e.extensions = cue.extensions;
      e.speech = speech;
    } else if ((kind === "dialogue" || kind === "parenthetical" || kind === "lyrics") && speaker !== null) {
      e.character = speaker;
      e.speech = speech;
    } else {
      speaker = null;
    }
    if (dual && e.speech !== undefined) {
      e.dual = dual.side;
      e.dualGroup = dual.group;
    }
    elements.push(e);
  };

  for (const p of findAll(content ? childrenOf(content) : [], "Paragraph")) {
    const dd = find(childrenOf(p), "DualDialogue");
    if (!dd) {
      add(p);
      continue;
    }
    const group = dualGroup++;
    let cues = 0;
    for (const q of findAll(childrenOf(dd), "Paragraph")) {
      if ((attr(q, "Type") ?? "").toLowerCase() === "character") cues++;
      add(q, { side: cues <= 1 ? "left" : "right", group });
    }
    speaker = null;
  }
  return { elements, root };
}

export function parseFdx(xml: string, options: FdxOptions = {}): Screenplay {
  const { elements, root } = fdxElements(xml);
  const spec = getLayout(options.layout);
  const { pages, positions } = paginate(elements, spec);
  const tpNode = find(childrenOf(root), "TitlePage");
  return assemble({
    source: "fdx",
    titlePage: tpNode ? parseFdxTitlePage(tpNode) : null,
    elements,
    pages,
    positions,
    layout: {
      name: spec.name,
      linesPerPage: spec.linesPerPage,
      pageWidth: spec.pageWidth,
      pageHeight: spec.pageHeight,
    },
    warnings: [],
  });
}
