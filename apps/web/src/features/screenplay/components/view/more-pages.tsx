import { useEffect, useRef } from "react";

import { Button } from "../../../../components/ui/button.tsx";

export interface MorePagesProps {
  /** The script pages the next part holds. */
  from: number;
  to: number;
  isLoading: boolean;
  isError: boolean;
  onLoad: () => void;
  /** The reader's scrolling box: the next part loads as the reader nears its end. */
  scroller: HTMLElement | null;
}

/**
 * The end of the pages loaded so far in a model served in parts: the next part loads by itself as
 * the reader scrolls near it (where IntersectionObserver exists), or with the button.
 */
export function MorePages({ from, to, isLoading, isError, onLoad, scroller }: MorePagesProps) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const target = ref.current;
    if (!target || !scroller || isLoading || isError || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { root: scroller, rootMargin: "1200px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [scroller, isLoading, isError, from]);

  const range = from === to ? `page ${from}` : `pages ${from}–${to}`;
  return (
    <div ref={ref} className="flex flex-col items-center gap-2 py-8 text-sm text-ink-muted">
      {isError && <p role="alert">The next pages could not be loaded.</p>}
      <Button variant="secondary" size="sm" onClick={onLoad} disabled={isLoading}>
        {isLoading ? `Loading ${range}…` : isError ? `Try ${range} again` : `Show ${range}`}
      </Button>
    </div>
  );
}
