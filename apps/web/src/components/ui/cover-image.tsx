import { clsx } from "clsx";
import { ImageOff } from "lucide-react";
import { useState } from "react";

import { coverSrcSetOf } from "@twl/contract";

interface CoverImageProps {
  /** The image address; null (or a load failure) shows the 'No cover image' placeholder. */
  src: string | null;
  /** Empty for a decorative cover next to its title. */
  alt: string;
  className?: string;
  /** Smaller placeholder text for thumbnails. */
  isCompact?: boolean;
  /**
   * How wide the cover is drawn (the `sizes` attribute). With it, a public cover is offered at the
   * server's widths (`srcset`, each in AVIF or WebP by the browser's Accept header), so a phone
   * downloads a card-sized file; without it, or for any other address (a private script's signed
   * URL), the one `src`.
   */
  sizes?: string;
  /** The page's main image (its largest paint): fetched at once and first, not lazily. */
  isPriority?: boolean;
}

/** A script cover in the 2:3 portrait frame of a movie poster. */
export function CoverImage({
  src,
  alt,
  className,
  isCompact = false,
  sizes,
  isPriority = false,
}: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  const srcSet = src !== null && sizes ? coverSrcSetOf(src) : null;

  return (
    <div
      className={clsx(
        "relative aspect-[2/3] overflow-hidden rounded-xl bg-surface-2 ring-1 ring-line",
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={isPriority ? "eager" : "lazy"}
          fetchPriority={isPriority ? "high" : undefined}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 p-2 text-center text-ink-subtle">
          <ImageOff aria-hidden="true" className={isCompact ? "size-4" : "size-8"} />
          <span className={clsx("font-medium", isCompact ? "sr-only" : "text-sm")}>No cover image</span>
        </div>
      )}
    </div>
  );
}
