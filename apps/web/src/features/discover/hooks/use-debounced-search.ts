import { useEffect, useRef, useState } from "react";

import { SEARCH_DEBOUNCE_MS } from "@twl/contract";

/**
 * The search box's text: shown as typed, committed (trimmed) `delay` ms after the last keystroke.
 * When the committed value changes from elsewhere (Clear Filters, back/forward), the box follows
 * it; a commit of its own coming back leaves the box alone, since typing may have gone on since it
 * was sent (a slow device renders the new address after the next keystroke: following it would
 * drop that keystroke).
 */
export function useDebouncedSearch(
  committed: string,
  onCommit: (search: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  /** The value this box last committed, until it comes back as `committed`. */
  const [sent, setSent] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    if (committed === sent) setSent(null);
    else if (committed !== text.trim()) setText(committed);
  }

  const commit = (value: string) => {
    setSent(value);
    onCommit(value);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next.trim()), delay);
  };

  /** Commits at once (Enter), skipping the wait. */
  const flush = () => {
    clearTimeout(timer.current);
    commit(text.trim());
  };

  /** Drops a pending commit and empties the box, e.g. when the filters are cleared. */
  const clear = () => {
    clearTimeout(timer.current);
    setText("");
  };

  return { text, change, flush, clear };
}
