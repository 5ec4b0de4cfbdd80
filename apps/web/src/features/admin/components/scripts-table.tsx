import { EyeOff, Globe, Lock, Trash2 } from "lucide-react";
import { Link, useNavigate } from "react-router";

import type { AdminScript } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CoverImage } from "../../../components/ui/cover-image.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import type { ModerationAction } from "../api/moderate.ts";
import { DummyBadge } from "./dummy-badge.tsx";
import { EditorialToggles } from "./editorial-toggles.tsx";

const COVERAGE_LABELS: Record<string, string> = {
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  failed: "Failed",
};

export type ScriptRemovalAction = Extract<ModerationAction, "hide-script" | "delete-script">;
type OnRemove = (action: ScriptRemovalAction, script: AdminScript) => void;

function ScriptsTableHead() {
  return (
    <thead className="bg-surface-2/60 text-xs text-ink-muted">
      <tr>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          <span className="sr-only">Cover</span>
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Title
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Author
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Genres
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Visibility
        </th>
        <th scope="col" className="px-3 py-2 text-right font-medium">
          Views
        </th>
        <th scope="col" className="px-3 py-2 text-right font-medium">
          Clout
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Created
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Coverage
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Editorial
        </th>
        <th scope="col" className="px-3 py-2 text-left font-medium">
          Moderation
        </th>
      </tr>
    </thead>
  );
}

/** One script: the row opens its page; editorial toggles, Hide and Delete stay on the row. */
function ScriptRow({ script, onRemove }: { script: AdminScript; onRemove: OnRemove }) {
  const navigate = useNavigate();
  return (
    <tr
      key={script.id}
      onClick={() => void navigate(`/scripts/${script.id}`)}
      className="cursor-pointer align-top hover:bg-surface-2/40"
    >
      <td className="px-3 py-2">
        <CoverImage src={script.coverUrl} alt="" className="w-10" isCompact />
      </td>
      <td className="max-w-72 px-3 py-2">
        <Link
          to={`/scripts/${script.id}`}
          onClick={(event) => event.stopPropagation()}
          className="font-medium text-ink hover:underline"
        >
          {script.title}
        </Link>
        {script.logline && <p className="line-clamp-2 text-xs text-ink-muted">{script.logline}</p>}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {script.author.name}
        {script.author.isDummy && <DummyBadge />}
      </td>
      <td className="px-3 py-2 text-ink-muted">{script.genres.map((g) => g.genre.name).join(", ") || "—"}</td>
      <td className="px-3 py-2">
        {script.isPublic ? (
          <span className="inline-flex items-center gap-1 text-success-ink">
            <Globe aria-hidden="true" className="size-4" /> Public
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <Lock aria-hidden="true" className="size-4" /> Private
          </span>
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(script.views)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(script.receivedClout)}</td>
      <td className="px-3 py-2 whitespace-nowrap text-ink-muted">{formatDate(script.createdAt)}</td>
      <td className="px-3 py-2 text-ink-muted">
        {script.coverage ? COVERAGE_LABELS[script.coverage.status] : "None"}
      </td>
      <td className="px-3 py-2">
        <EditorialToggles
          scriptId={script.id}
          title={script.title}
          isPublic={script.isPublic}
          isStaffPick={script.isStaffPick}
          isContestWinner={script.isContestWinner}
        />
      </td>
      <td className="px-3 py-2">
        <div className="flex gap-1">
          {script.isPublic && (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2"
              aria-label={`Hide ${script.title}`}
              onClick={(event) => {
                event.stopPropagation();
                onRemove("hide-script", script);
              }}
            >
              <EyeOff aria-hidden="true" /> Hide
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2 text-danger-ink"
            aria-label={`Delete ${script.title}`}
            onClick={(event) => {
              event.stopPropagation();
              onRemove("delete-script", script);
            }}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The scripts table: skeleton rows while loading (`rows` undefined), a message when nothing matches. */
export function ScriptsTable({ rows, onRemove }: { rows: AdminScript[] | undefined; onRemove: OnRemove }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[1100px] text-sm">
        <caption className="sr-only">Scripts</caption>
        <ScriptsTableHead />
        <tbody className="divide-y divide-line">
          {rows === undefined
            ? Array.from({ length: 6 }, (_, i) => (
                <tr key={i}>
                  <td colSpan={11} className="px-3 py-3">
                    <Skeleton className="h-10" />
                  </td>
                </tr>
              ))
            : rows.map((script) => <ScriptRow key={script.id} script={script} onRemove={onRemove} />)}
          {rows && rows.length === 0 && (
            <tr>
              <td colSpan={11} className="px-3 py-10 text-center text-ink-muted">
                No scripts match these filters.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}
