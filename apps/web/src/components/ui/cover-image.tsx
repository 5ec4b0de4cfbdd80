import { clsx } from "clsx";
import { ImageOff } from "lucide-react";
import { useState } from "react";

interface CoverImageProps {
  /** The image address; null (or a load failure) shows the 'No cover image' placeholder. */
  src: string | null;
  /** Empty for a decorative cover next to its title. */
  alt: string;
  className?: string;
  /** Smaller placeholder text for thumbnails. */
  isCompact?: boolean;
}

/** A script cover in the 2:3 portrait frame of a movie poster. */
export function CoverImage({ src, alt, className, isCompact = false }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;

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
          alt={alt}
          loading="lazy"
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
