/** @twl/screenplay: parse PDF, FDX and Fountain screenplays into one model; statistics; PDF rendering. */
export type * from "./model.ts";
export type * from "./stats/types.ts";
export { ScreenplayParseError, isScreenplayParseError, type ScreenplayParseErrorCode } from "./errors.ts";
export { parsePdf, type PdfParseOptions } from "./pdf/parse.ts";
export { loadPdfEngine } from "./pdf/extract.ts";
export type { Geometry as PdfGeometry } from "./pdf/geometry.ts";
export { parseFountain, fountainElements, type FountainOptions } from "./fountain/parse.ts";
export { parseFdx, type FdxOptions } from "./fdx/parse.ts";
export { detectFormat, parseScreenplay, type ParseAnyOptions } from "./sniff.ts";
export { analyzeScreenplay, formatEighths } from "./stats/analyze.ts";
export { TEMPO_FORMULA } from "./stats/tempo.ts";
export { renderScreenplayPdf, flattenElements, type RenderOptions } from "./render/pdf.ts";
export {
  LAYOUTS,
  LETTER_COURIER,
  A4_PLEX,
  getLayout,
  type LayoutName,
  type LayoutSpec,
} from "./layout/specs.ts";
export { paginate, type Pagination } from "./layout/paginate.ts";
export { parseSceneHeading, parseCharacterCue, characterKey, dayNight } from "./text.ts";
export { writeFountain } from "./write/fountain.ts";
export { writeFdx } from "./write/fdx.ts";
