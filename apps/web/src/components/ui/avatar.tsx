import { clsx } from "clsx";
import { useState } from "react";

import { initialsOf } from "../../lib/format.ts";

/** Same-origin images only: the CSP blocks remote ones, so a provider's picture URL falls back to initials. */
function isDisplayable(src: string | null | undefined): src is string {
  return Boolean(src && src.startsWith("/") && !src.startsWith("//"));
}

/** A round avatar: the user's image when it can be shown, else their initials. Decorative. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = isDisplayable(src) && failedSrc !== src;

  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-xs font-semibold tracking-wide text-accent-ink ring-1 ring-accent/30",
        className,
      )}
    >
      {showImage ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailedSrc(src)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
