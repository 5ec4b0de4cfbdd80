import { useEffect, useState } from "react";
import { useLocation } from "react-router";

import { beaconTimeSpent, sendPageView } from "../api/send-page-view.ts";
import { createPageViewSession } from "../lib/page-view-session.ts";
import { isTrackingAllowed } from "../lib/privacy-signals.ts";

/**
 * Sends a page view per navigation and the time spent on leave (mounted once in the root layout).
 * Only the path is sent, never the query (it can hold one-time sign-in codes or searches).
 * Nothing is sent when the browser asks not to be tracked.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const [session] = useState(() =>
    isTrackingAllowed() ? createPageViewSession({ send: sendPageView, beacon: beaconTimeSpent }) : null,
  );

  useEffect(() => {
    session?.enter(pathname, document.title);
  }, [session, pathname]);

  useEffect(() => {
    if (!session) return;
    const onHide = () => {
      if (document.visibilityState === "hidden") session.flush();
    };
    const onPageHide = () => session.flush();
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [session]);

  return null;
}
