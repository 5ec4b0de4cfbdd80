/** Builds one page's content stream (text runs and underlines) as raw PDF operators. */
import type { LayoutSpec } from "../layout/specs.ts";
import { fontRuns, type EncodedFont, type FontStyle } from "./fonts.ts";

const num = (n: number) => (Math.round(n * 100) / 100).toString();

export class PageContent {
  private text: string[] = ["BT"];
  private paths: string[] = [];
  private current = "";

  constructor(
    private readonly spec: LayoutSpec,
    private readonly fonts: Record<FontStyle, EncodedFont>,
  ) {}

  /** Draw `text` starting at column `col` (chars from the left margin) on body row `row`. */
  at(col: number, row: number, text: string, style: FontStyle = "regular", underline = false): void {
    const { spec } = this;
    this.draw(
      spec.marginLeft + col * spec.charWidth,
      spec.pageHeight - spec.firstBaseline - row * spec.lineHeight,
      text,
      style,
      underline,
    );
  }

  draw(x: number, y: number, text: string, style: FontStyle = "regular", underline = false): void {
    if (!text) return;
    fontRuns(this.fonts[style], text).forEach((run, i) => {
      if (this.current !== run.font.key) {
        this.text.push(`${run.font.key} ${num(this.spec.fontSize)} Tf`);
        this.current = run.font.key;
      }
      // Later runs continue where the one before ended (TJ advances the text position).
      this.text.push(`${i === 0 ? `1 0 0 1 ${num(x)} ${num(y)} Tm ` : ""}${run.font.encode(run.text)} TJ`);
    });
    if (underline) {
      const uy = y - this.spec.fontSize * 0.12;
      const x2 = x + [...text].length * this.spec.charWidth;
      this.paths.push(`${num(x)} ${num(uy)} m ${num(x2)} ${num(uy)} l S`);
    }
  }

  toString(): string {
    const out = [...this.text, "ET"];
    if (this.paths.length) out.push(`q ${num(this.spec.fontSize / 20)} w`, ...this.paths, "Q");
    return out.join("\n");
  }
}
