import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "./button.tsx";

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Previous, 'Page X of Y', Next. Renders nothing for a single page. */
export function Pagination({ page, pages, onPageChange, label = "Pagination" }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <p className="text-sm text-ink-muted tabular-nums" aria-current="page">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
