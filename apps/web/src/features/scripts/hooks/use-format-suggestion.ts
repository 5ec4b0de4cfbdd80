import { useEffect, useState } from "react";

import { inferFormat, type FormatClues, type ReportFormat } from "@twl/contract";

import { readFormatClues } from "../lib/format-clues.ts";

export interface FormatSuggestion {
  format: ReportFormat;
  pages: number;
  reasons: string[];
  /** Fountain pages are estimated from its lines; PDF pages are counted. */
  isEstimate: boolean;
  clues: FormatClues;
}

/**
 * The format the chosen file reads as (pages, act-out and teaser markers), once it has been read;
 * null while reading, for Final Draft files, and when the file cannot be read here.
 */
export function useFormatSuggestion(file: File | null): FormatSuggestion | null {
  const [suggestion, setSuggestion] = useState<{ file: File; value: FormatSuggestion } | null>(null);
  useEffect(() => {
    if (!file) return;
    let isCurrent = true;
    readFormatClues(file)
      .then((clues) => {
        if (!isCurrent || !clues || clues.pages < 1) return;
        const { format, reasons } = inferFormat(clues);
        setSuggestion({
          file,
          value: {
            format,
            pages: clues.pages,
            reasons,
            clues,
            isEstimate: !/\.pdf$/i.test(file.name) && file.type !== "application/pdf",
          },
        });
      })
      .catch(() => {
        // An unreadable file gets no suggestion; the server parses and judges it anyway.
      });
    return () => {
      isCurrent = false;
    };
  }, [file]);
  return suggestion && suggestion.file === file ? suggestion.value : null;
}
