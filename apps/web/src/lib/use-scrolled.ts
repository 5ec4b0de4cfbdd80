import { useEffect, useState } from "react";

/**
 * Whether the window is scrolled down from the top, kept current by a passive scroll listener
 * (React skips the render when the answer has not changed). False before the first effect, so
 * server-rendered and pre-rendered markup describe the top of the page.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}
