import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "./button.tsx";

/** At most this many page numbers are shown at once. */
export const PAGE_WINDOW_SIZE = 5;

/**
 * The page numbers to show: up to `size` consecutive pages centred on `page`, shifted to stay
 * within 1..pages (page 1 of 9 shows 1-5, page 5 shows 3-7, page 9 shows 5-9).
 */
export function pageWindow(page: number, pages: number, size = PAGE_WINDOW_SIZE): number[] {
  const count = Math.min(size, Math.max(pages, 0));
  const current = Math.min(Math.max(page, 1), Math.max(pages, 1));
  const start = Math.min(Math.max(current - Math.floor(size / 2), 1), Math.max(pages - count + 1, 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

interface NumberedPaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Previous, up to 5 page numbers centred on the current one, Next. Nothing for a single page. */
export function NumberedPagination({
  page,
  pages,
  onPageChange,
  label = "Pagination",
}: NumberedPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
        className="px-3 sm:px-4"
      >
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages).map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                aria-label={`Page ${number}`}
                aria-current={isCurrent ? "page" : undefined}
                onClick={() => onPageChange(number)}
                className={clsx(
                  "inline-flex size-9 items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors",
                  isCurrent ? "bg-ink text-canvas" : "text-ink-muted hover:bg-surface-2 hover:text-ink",
                )}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
        className="px-3 sm:px-4"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
