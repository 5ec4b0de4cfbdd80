import { useEffect, useState } from "react";

import { PageTimeTracker } from "../../../lib/page-time-tracker.ts";
import { reportPages } from "../api/report-pages.ts";
import { startRead } from "../api/start-read.ts";

type Target = { scriptId: string; version: number } | { shareToken: string } | null;

/**
 * Opens a read for a script version (or a share link) and times the pages on screen, reported in
 * batches. Answers the tracker to hand to the reader and the notice to show above it; the owner's
 * own reading gets neither (the server logs nothing for it).
 */
export function useReadTracker(target: Target) {
  const [state, setState] = useState<{
    key: string;
    tracker: PageTimeTracker | null;
    notice: string | null;
    readId: string | null;
  } | null>(null);
  const key =
    target === null
      ? ""
      : "shareToken" in target
        ? `s:${target.shareToken}`
        : `r:${target.scriptId}:${target.version}`;

  useEffect(() => {
    if (!target) return;
    let tracker: PageTimeTracker | null = null;
    let isCurrent = true;
    startRead(target)
      .then(({ readId, notice }) => {
        if (!isCurrent) return;
        if (readId)
          tracker = new PageTimeTracker((batch, isLeaving) => reportPages(readId, batch, isLeaving));
        setState({ key, tracker, notice, readId });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      tracker?.dispose();
    };
    // The key names the target; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = state?.key === key ? state : null;
  return {
    tracker: current?.tracker ?? undefined,
    notice: current?.notice ?? null,
    readId: current?.readId ?? null,
  };
}
