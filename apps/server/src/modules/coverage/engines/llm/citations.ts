import { COVERAGE_CATEGORIES, type CoverageCategory, type CoverageDraft } from "@twl/contract";

/**
 * Page citations in the model's prose: "(p. 12)", "pp. 30-34", "p.7", "page 12", "pages 3 and 4".
 * Captures the first page number of each citation.
 */
const CITATION = /\b(?:pp?\.\s?|pages?\s)(\d{1,4})/gi;

export function citedPages(text: string): number[] {
  return [...text.matchAll(CITATION)].map((m) => Number(m[1]));
}

/**
 * The scored categories whose feedback cites no page of the script (a page from 1 to `pageCount`).
 * A report that does not ground its notes in pages is not accepted.
 */
export function categoriesWithoutCitations(draft: CoverageDraft, pageCount: number): CoverageCategory[] {
  const maxPage = Math.max(1, pageCount);
  return COVERAGE_CATEGORIES.filter(
    (category) =>
      !citedPages(draft.detailedFeedback[category].feedback).some((page) => page >= 1 && page <= maxPage),
  );
}
