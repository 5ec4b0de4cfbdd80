/**
 * What the parse worker uses of the screenplay engine. The worker loads this instead of the whole
 * package: the package also renders PDFs (pdf-lib and fontkit, a second or more of CPU to load),
 * and every parse thread would load them for nothing.
 */
export { analyzeScreenplay, loadPdfEngine, parseFdx, parseFountain, parsePdf } from "@twl/screenplay";
