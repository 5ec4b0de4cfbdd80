/** subset-font ships no types: the part title-font.ts uses (its README's options). */
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Pins an axis (a number) or narrows it ({ min, max, default? }); axes not named stay as they are. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** Keeps every glyph (the text must then be empty): re-encodes or instances the whole font. */
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
  }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
