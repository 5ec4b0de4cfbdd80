import { clsx } from "clsx";

/** A quiet placeholder block for content that is loading. Pulses only when motion is welcome. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx("rounded-lg bg-surface-2 motion-safe:animate-pulse", className)}
    />
  );
}
