import { useEffect } from "react";
import { useLocation } from "react-router";

/** Scrolls to the element named by the address's #fragment (router navigations do not do this). */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: "start" });
  }, [hash]);
}
