import { SCRIPT_PAGE_COVER_SIZES } from "@twl/contract";

import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { SCRIPT_TITLE_CLASS } from "./script-header.tsx";

/** A cover the page's HTML already knows (the shell's, filled in by the server): its address and srcset. */
export interface ShellCover {
  src: string;
  srcSet: string;
}

/**
 * The script page's shape while it loads. With `title` (the page's HTML, prerender/render-page.tsx
 * renderScriptShell, filled in by the server for a public script) the title itself stands where the
 * page's title will be, so the page's largest text paints with the HTML. With `cover` the cover
 * image stands where the page's cover will be, at the same size from the same srcset, so the page's
 * largest paint (its cover) happens as soon as the image arrives rather than after the page's code.
 */
export function ScriptPageSkeleton({ title, cover }: { title?: string; cover?: ShellCover } = {}) {
  return (
    <div aria-busy="true" aria-label="Loading script" role="status" className="space-y-8">
      {/* The Back button's height and gap (ScriptHeader): a title in the HTML stays where the page puts it. */}
      <div className="space-y-4">
        <Skeleton className="h-9 w-20 rounded-full" />
        {title === undefined ? (
          <Skeleton className="h-11 w-2/3 max-w-md" />
        ) : (
          // Shown once its font has arrived (font-display: block, title-font.ts): no swap from a fallback.
          <h1 className={SCRIPT_TITLE_CLASS}>{title}</h1>
        )}
        <Skeleton className="h-5 w-64 max-w-full" />
      </div>
      <Skeleton className="h-11 w-80 max-w-full rounded-full" />
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {/* The page's cover frame (CoverPanel, CoverImage): the image covers the pulse once it arrives. */}
        <div className="relative mx-auto aspect-[2/3] w-full max-w-64 overflow-hidden rounded-xl lg:max-w-none">
          <Skeleton className="absolute inset-0 rounded-xl" />
          {cover && (
            <img
              src={cover.src}
              srcSet={cover.srcSet}
              sizes={SCRIPT_PAGE_COVER_SIZES}
              alt=""
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          )}
        </div>
        <div className="space-y-4">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
