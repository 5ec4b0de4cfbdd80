/**
 * The one output model shared by the PDF, FDX and Fountain parsers.
 *
 * Everything here is plain data (no classes, no Dates, no Maps) so a model can be
 * posted from a worker thread, stored as JSON and sent to the browser unchanged.
 */

export type SourceFormat = "pdf" | "fdx" | "fountain";

/** Kinds of script elements (the paragraphs a screenwriter types). */
export type ElementKind =
  | "scene_heading"
  | "action"
  | "character"
  | "parenthetical"
  | "dialogue"
  | "lyrics"
  | "transition"
  | "shot"
  | "centered"
  | "section"
  | "synopsis"
  | "note"
  | "page_break";

/** Kinds of printed lines: element kinds plus the "(MORE)" marker at a split speech. */
export type LineKind = Exclude<ElementKind, "section" | "synopsis" | "note" | "page_break"> | "more";

export type IntExt = "INT" | "EXT" | "INT/EXT" | "EST";

/** Emphasis range inside an element's plain text (Fountain *italic*, **bold**, _underline_; FDX Style). */
export interface StyleRange {
  start: number;
  end: number;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface ScriptElement {
  kind: ElementKind;
  /**
   * Plain text without markup. "\n" marks a hard line break written in the source (Fountain, FDX);
   * lines wrapped by the page layout are joined with a space (always so for PDFs).
   */
  text: string;
  /** Script page (1-based, see ScriptPage.number) on which the element starts; 0 if not printed before any page. */
  page: number;
  /** Character cue / parenthetical / dialogue / lyrics inside a speech: the canonical character name. */
  character?: string;
  /** Character cue only: extensions as printed, without parentheses, e.g. ["V.O."], ["O.S.", "CONT'D"]. */
  extensions?: string[];
  /** Speech number (0-based, document-wide) linking a cue with its parentheticals and dialogue. */
  speech?: number;
  /** Dual dialogue: which column, and the group id shared by both speeches. */
  dual?: "left" | "right";
  dualGroup?: number;
  /** Scene heading: scene number as printed (e.g. "12", "12A"). */
  sceneNumber?: string;
  /** Section depth (1 for "#", 2 for "##", ...). */
  depth?: number;
  /** The writer forced this element type (Fountain ".", "!", "@", ">", "~"). */
  forced?: boolean;
  /** Marked as revised (revision asterisk in the PDF margin, FDX revision). */
  revised?: boolean;
  styles?: StyleRange[];
}

export interface ScriptLine {
  kind: LineKind;
  text: string;
  /** Indent from the left margin in characters (monospace columns). */
  indent?: number;
  /** Line row on the page (0 = first body line), in single-spaced line units. */
  row?: number;
  /** Index into Screenplay.scenes of the scene this line belongs to. */
  scene?: number;
  sceneNumber?: string;
  revised?: boolean;
  dual?: "left" | "right";
  /** A character cue repeated at the top of a page for a speech continued from the previous page. */
  continued?: boolean;
}

export interface ScriptPage {
  /** 1-based sequence number among the script pages (the title page is not counted). */
  number: number;
  /** Page number as printed on the page, when one was found (PDF) or would be printed (layout). */
  printed?: string;
  /** 1-based index of the physical page in the source PDF. */
  pdfPage?: number;
  lines: ScriptLine[];
}

export interface Scene {
  /** 0-based index in Screenplay.scenes. */
  index: number;
  /** Scene number if printed / given (Fountain #12#, FDX Number, PDF margin numbers). */
  number: string | null;
  heading: string;
  intExt: IntExt | null;
  location: string;
  timeOfDay: string | null;
  startPage: number;
  endPage: number;
  /** Length in eighths of a page, as screenwriters count (at least 1). */
  lengthEighths: number;
  /** The scene's elements, starting with its scene heading. */
  elements: ScriptElement[];
}

export interface Character {
  /** Canonical name (first spelling seen, without extensions). */
  name: string;
  /** Other spellings that were merged into this character (e.g. "DR KIM" for "DR. KIM"). */
  aliases: string[];
  /** Distinct cue extensions used, e.g. ["V.O.", "CONT'D"]. */
  extensions: string[];
  speeches: number;
  /** Scene indexes where the character speaks. */
  scenes: number[];
  firstPage: number;
}

export interface TitlePage {
  title?: string;
  credit?: string;
  authors: string[];
  source?: string;
  draftDate?: string;
  contact?: string;
  copyright?: string;
  notes?: string;
  revision?: string;
  /** Any other key/value found (Fountain keys are lower-cased). */
  extra: Record<string, string>;
}

export interface LayoutInfo {
  /** Name of the layout used to estimate pages (Fountain/FDX), or "measured" for PDFs. */
  name: string;
  /** Body lines per page (the unit for eighths). */
  linesPerPage: number;
  pageWidth?: number;
  pageHeight?: number;
}

export interface Screenplay {
  source: SourceFormat;
  titlePage: TitlePage | null;
  /** Elements before the first scene heading (FADE IN:, cold-open sections, ...). */
  preamble: ScriptElement[];
  scenes: Scene[];
  characters: Character[];
  pages: ScriptPage[];
  layout: LayoutInfo;
  warnings: string[];
}
