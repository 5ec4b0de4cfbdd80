import { categoryResult, type CategoryResult, type Finding } from "../types.ts";

/**
 * The text rules carry TEXT_SHARE of their category's weight: the rest stays with the shape rules
 * (lengths, timing, shares). Their own weights set their balance among themselves.
 */
export const TEXT_SHARE = 0.6;

export function withTextFindings(result: CategoryResult, text: Finding[]): CategoryResult {
  if (!text.length) return result;
  const shape = result.findings.reduce((n, f) => n + f.weight, 0);
  const own = text.reduce((n, f) => n + f.weight, 0);
  const scale = shape > 0 ? (shape * TEXT_SHARE) / (1 - TEXT_SHARE) / own : 1;
  const scaled = text.map((f) => ({ ...f, weight: Math.round(f.weight * scale * 100) / 100 }));
  return categoryResult(result.category, [...result.findings, ...scaled]);
}
