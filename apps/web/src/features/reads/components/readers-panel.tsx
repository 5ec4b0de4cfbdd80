import { CheckCircle2, Download, Link2, RotateCw } from "lucide-react";
import { Link } from "react-router";

import type { ReaderEntry, ReadersSummary } from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatDateTime, formatNumber } from "../../../lib/format.ts";
import { useReaders } from "../api/get-readers.ts";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** Readers per page: where readers stop. One bar per page; the list is the accessible version. */
function ReadThroughCurve({ summary }: { summary: ReadersSummary }) {
  const pages = summary.pageCount ?? summary.curve.at(-1)?.page ?? 0;
  if (pages === 0 || summary.totalReaders === 0) return null;
  const byPage = new Map(summary.curve.map((c) => [c.page, c.readers]));
  const max = Math.max(1, ...summary.curve.map((c) => c.readers));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-ink">Read-through: readers per page</figcaption>
      <div className="flex h-28 items-end gap-px" aria-hidden="true">
        {Array.from({ length: pages }, (_, i) => {
          const readers = byPage.get(i + 1) ?? 0;
          return (
            <div
              key={i}
              title={`Page ${i + 1}: ${readers} reader${readers === 1 ? "" : "s"}`}
              className="min-w-px flex-1 rounded-t-sm bg-accent-ink dark:bg-accent"
              style={{ height: `${Math.max(2, (readers / max) * 100)}%`, opacity: readers ? 1 : 0.2 }}
            />
          );
        })}
      </div>
      <p className="sr-only">
        {summary.curve.map((c) => `Page ${c.page}: ${c.readers}`).join("; ") || "No page read yet"}
      </p>
    </figure>
  );
}

function ReaderRow({ entry, pageCount }: { entry: ReaderEntry; pageCount: number | null }) {
  const name = entry.user?.name ?? entry.recipient ?? "Reader";
  const read = entry.pages.filter((p) => p.seconds > 0).map((p) => p.page);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="reader-entry">
      <Avatar name={name} src={entry.user?.avatarUrl} className="size-9" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {entry.user ? <Link to={`/profile/${entry.user.id}`}>{name}</Link> : name}
          {entry.recipient && (
            <span className="ml-2 inline-flex items-center gap-1 text-xs text-ink-muted">
              <Link2 aria-hidden="true" className="size-3" /> share link
            </span>
          )}
        </p>
        <p className="text-sm text-ink-muted">
          {formatDateTime(entry.startedAt)} · {entry.device} · {entry.pagesRead}
          {pageCount ? ` of ${pageCount}` : ""} pages read · {Math.round(entry.secondsRead / 60)} min
        </p>
        {read.length > 0 && <p className="text-xs text-ink-subtle">Pages on screen: {read.join(", ")}</p>}
      </div>
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        {entry.finished && (
          <span className="inline-flex items-center gap-1 text-ink">
            <CheckCircle2 aria-hidden="true" className="size-4" /> Finished
          </span>
        )}
        {entry.downloads > 0 && (
          <span className="inline-flex items-center gap-1">
            <Download aria-hidden="true" className="size-4" /> {entry.downloads}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * The owner's readers panel: totals, the median pages read, the read-through curve and the named
 * readers (visitors and private readers are only counted).
 */
export function ReadersPanel({ scriptId, version }: { scriptId: string; version: number | null }) {
  const readers = useReaders(scriptId, version);
  if (readers.isPending)
    return (
      <div role="status" aria-label="Loading readers" className="space-y-3">
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  if (readers.isError)
    return (
      <InlineAlert>
        <p>{errorMessageOf(readers.error, "Failed to load readers")}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void readers.refetch()}>
          <RotateCw aria-hidden="true" /> Retry
        </Button>
      </InlineAlert>
    );
  const summary = readers.data;
  return (
    <Card className="space-y-5 p-5 sm:p-6" aria-label="Readers">
      <div>
        <h2 className="text-lg font-semibold text-ink">
          Readers{summary.version ? ` of version ${summary.version}` : ""}
        </h2>
        <p className="text-sm text-ink-muted">
          Signed-in readers are named unless they read privately; visitors are counted, never identified.
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Readers" value={formatNumber(summary.totalReaders)} />
        <Stat label="Median pages read" value={formatNumber(summary.medianPagesRead)} />
        <Stat label="Finished" value={formatNumber(summary.finishedReaders)} />
        <Stat label="Downloads" value={formatNumber(summary.downloads)} />
      </dl>
      <ReadThroughCurve summary={summary} />
      {summary.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {summary.totalReaders === 0
            ? "No one has read this version yet. Share a link below to send it to someone."
            : `${summary.anonymousReaders} anonymous reader${summary.anonymousReaders === 1 ? "" : "s"}, no named readers yet.`}
        </p>
      ) : (
        <div>
          <h3 className="text-sm font-medium text-ink">Named readers and links</h3>
          {summary.anonymousReaders > 0 && (
            <p className="text-xs text-ink-muted">Plus {summary.anonymousReaders} anonymous.</p>
          )}
          <ul className="divide-y divide-line">
            {summary.entries.map((entry) => (
              <ReaderRow key={entry.readId} entry={entry} pageCount={summary.pageCount} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
