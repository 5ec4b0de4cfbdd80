import { Container } from "../../components/ui/container.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";

/**
 * What the app shell (prerender/render-page.tsx, renderShell) shows where a page will be, while the
 * page's code and data load: a heading, a line of text and a few content blocks as skeletons. The app
 * replaces it with the page in its first render.
 */
export function PagePlaceholder() {
  return (
    <Container className="min-h-dvh py-8 sm:py-12" aria-busy="true">
      <p role="status" className="sr-only">
        Loading…
      </p>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="hidden h-48 lg:block" />
      </div>
    </Container>
  );
}
