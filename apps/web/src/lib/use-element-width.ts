import { useEffect, useState } from "react";

/**
 * The content width of `element`, kept current with a ResizeObserver: null until first measured
 * (0 in environments without layout). Pass the element from a callback ref held in state.
 */
export function useElementWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    // First measurement after layout (not synchronously inside the effect).
    const frame = requestAnimationFrame(measure);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [element]);
  return width;
}
