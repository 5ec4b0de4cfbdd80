import { clsx } from "clsx";

import { CoverImage } from "../../../components/ui/cover-image.tsx";

/** A card's cover: a 7rem thumbnail beside the text on phones, a column of two from 640px, of three (in 72rem) from 1024px. */
export const CARD_COVER_SIZES = "(min-width: 1024px) 23rem, (min-width: 640px) 50vw, 7rem";

interface CardCoverProps {
  src: string | null;
  title: string;
  author: string;
  className?: string;
}

/**
 * A card's 2:3 cover. Without an image it shows a typed title page, labelled 'No cover image'
 *, so a wall of scripts without posters still reads as scripts. An image that fails to
 * load falls back to CoverImage's own placeholder.
 */
export function CardCover({ src, title, author, className }: CardCoverProps) {
  if (src) return <CoverImage src={src} alt="" className={className} sizes={CARD_COVER_SIZES} />;
  return (
    <div className={clsx("relative aspect-[2/3] overflow-hidden bg-paper text-paper-ink", className)}>
      <div
        aria-hidden="true"
        className="flex size-full flex-col items-center justify-center px-3 pt-5 pb-6 text-center font-screenplay sm:px-8"
      >
        <p className="line-clamp-4 text-[0.7rem] leading-snug font-bold tracking-wide uppercase [overflow-wrap:anywhere] sm:text-base">
          {title}
        </p>
        <p className="mt-2 text-[0.6rem] sm:mt-4 sm:text-xs">written by</p>
        <p className="mt-0.5 line-clamp-2 text-[0.6rem] sm:text-xs">{author}</p>
      </div>
      <span className="absolute inset-x-0 bottom-2 text-center text-[0.6rem] font-medium tracking-wide text-paper-muted uppercase sm:bottom-4 sm:text-[0.7rem]">
        No cover image
      </span>
    </div>
  );
}
