import { Download, LinkIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { useParams } from "react-router";

import { buttonClasses } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useSharedScript } from "../../features/reads/api/get-share.ts";
import { ReadNotice } from "../../features/reads/components/read-notice.tsx";
import { useReadTracker } from "../../features/reads/hooks/use-read-tracker.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { errorMessageOf } from "../../lib/error-message.ts";
import { formatDate } from "../../lib/format.ts";

const PdfReader = lazy(() => import("../../features/screenplay/components/pdf/pdf-reader.tsx"));

function ReaderSkeleton() {
  return (
    <div role="status" aria-label="Loading the script" className="space-y-3">
      <Skeleton className="h-12 w-full rounded-2xl" />
      <Skeleton className="h-[70dvh] w-full rounded-2xl" />
    </div>
  );
}

/** A link that no longer works: a clear page, never the script. */
function LinkClosed({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center" role="alert">
      <LinkIcon aria-hidden="true" className="mx-auto size-10 text-ink-subtle" />
      <h1 className="mt-4 text-2xl font-semibold text-ink">{message}</h1>
      <p className="mt-2 text-ink-muted">
        Ask the author for a new link if you still need to read this script.
      </p>
    </div>
  );
}

/**
 * /share/:token: one version of a script, shared by its author with one recipient. The PDF is
 * stamped with the recipient and date on every page; the pages on screen are logged for the author.
 */
export function SharePage() {
  const { token = "" } = useParams();
  const share = useSharedScript(token);
  const isOpen = share.isSuccess;
  const { tracker, notice, readId } = useReadTracker(isOpen ? { shareToken: token } : null);

  let body;
  if (share.isPending) body = <ReaderSkeleton />;
  else if (share.isError) {
    const error: unknown = share.error;
    const status = error instanceof ApiRequestError ? error.status : null;
    body = (
      <LinkClosed
        message={
          status === 404 || status === 410
            ? errorMessageOf(error, "This link no longer works")
            : errorMessageOf(error, "This link could not be opened")
        }
      />
    );
  } else {
    const s = share.data;
    const downloadHref = `${s.filePath}?download=1${readId ? `&read=${encodeURIComponent(readId)}` : ""}`;
    body = (
      <div className="space-y-4">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-semibold text-ink">{s.title}</h1>
            <p className="text-ink-muted">
              by {s.authorName} · shared with {s.recipient}
              {s.expiresAt ? ` · until ${formatDate(s.expiresAt)}` : ""}
            </p>
          </div>
          {s.allowDownload && (
            <a href={downloadHref} className={buttonClasses({ size: "sm" })} download>
              <Download aria-hidden="true" /> Download PDF
            </a>
          )}
        </header>
        <ReadNotice notice={notice ?? s.notice} />
        <Suspense fallback={<ReaderSkeleton />}>
          <PdfReader url={s.filePath} title={s.title} tracker={tracker} />
        </Suspense>
      </div>
    );
  }
  return <Container className="py-8 sm:py-12">{body}</Container>;
}
