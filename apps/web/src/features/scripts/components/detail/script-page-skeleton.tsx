import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { SCRIPT_TITLE_CLASS } from "./script-header.tsx";

/**
 * The script page's shape while it loads. With `title` (the page's HTML, prerender/render-page.tsx
 * renderScriptShell, filled in by the server for a public script) the title itself stands where the
 * page's title will be, so the page's largest text paints with the HTML.
 */
export function ScriptPageSkeleton({ title }: { title?: string } = {}) {
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
        <Skeleton className="mx-auto aspect-[2/3] w-full max-w-64 rounded-xl lg:max-w-none" />
        <div className="space-y-4">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
