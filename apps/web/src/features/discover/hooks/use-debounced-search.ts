import { useEffect, useRef, useState } from "react";

import { SEARCH_DEBOUNCE_MS } from "@twl/contract";

/**
 * The search box's text: shown as typed, committed (trimmed) `delay` ms after the last keystroke
 *. When the committed value changes from elsewhere (Clear Filters, back/forward), the box
 * follows it.
 */
export function useDebouncedSearch(
  committed: string,
  onCommit: (search: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    if (committed !== text.trim()) setText(committed);
  }

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next.trim()), delay);
  };

  /** Commits at once (Enter), skipping the wait. */
  const flush = () => {
    clearTimeout(timer.current);
    onCommit(text.trim());
  };

  /** Drops a pending commit and empties the box, e.g. when the filters are cleared. */
  const clear = () => {
    clearTimeout(timer.current);
    setText("");
  };

  return { text, change, flush, clear };
}
