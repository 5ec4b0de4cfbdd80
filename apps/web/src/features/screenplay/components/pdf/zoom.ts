/** CSS pixels per PDF point at 100% (pdf.js and browsers show PDFs at 96 dpi). */
export const CSS_UNITS = 96 / 72;
export const ZOOM_STEPS = [25, 33, 50, 67, 75, 90, 100, 110, 125, 150, 175, 200, 250, 300, 400];
/** The page's margin inside the reader, each side, in CSS pixels. */
export const DESK_PADDING = 16;
/** Largest canvas drawn (pixels), so deep zoom on a dense screen cannot exhaust memory. */
export const MAX_CANVAS_PIXELS = 16_777_216;

export type Zoom = "fit" | number;

/** CSS pixels per PDF point for a zoom: "fit" fills the reader's width (100% before it is measured). */
export function scaleOf(zoom: Zoom, readerWidth: number, pageWidth: number): number {
  if (zoom !== "fit") return (zoom / 100) * CSS_UNITS;
  const available = readerWidth - 2 * DESK_PADDING;
  if (available <= 0 || pageWidth <= 0) return CSS_UNITS;
  return available / pageWidth;
}

export const percentOf = (scale: number) => Math.round((scale / CSS_UNITS) * 100);

export function zoomIn(percent: number): number {
  return ZOOM_STEPS.find((step) => step > percent + 1) ?? ZOOM_STEPS.at(-1)!;
}

export function zoomOut(percent: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < percent - 1) ?? ZOOM_STEPS[0]!;
}

/** Canvas pixels per PDF point: crisp on the screen's density, capped at MAX_CANVAS_PIXELS. */
export function outputScale(scale: number, devicePixelRatio: number, width: number, height: number): number {
  const wanted = scale * Math.max(1, devicePixelRatio);
  const cap = Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, width * height));
  return Math.min(wanted, cap);
}
