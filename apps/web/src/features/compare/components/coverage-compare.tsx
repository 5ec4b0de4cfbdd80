import { LoaderCircle, RefreshCw } from "lucide-react";

import type { Comparison, NoteStatus } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";

const STATUS: Record<NoteStatus, { label: string; tone: string }> = {
  addressed: { label: "Addressed", tone: "bg-success-soft text-success-ink" },
  partly: { label: "Partly addressed", tone: "bg-warning-soft text-warning-ink" },
  open: { label: "Still open", tone: "bg-danger-soft text-danger-ink" },
};

const CATEGORY: Record<string, string> = {
  structure: "Structure",
  characters: "Characters",
  dialogue: "Dialogue",
  pacing: "Pacing",
  marketability: "Marketability",
};

/** Plain text of a note's markdown (bold and escapes dropped). */
const plain = (text: string) => text.replace(/\*\*/g, "").replace(/\\(.)/g, "$1");

interface CoverageCompareProps {
  comparison: Comparison;
  onRecover: () => void;
  isRecovering: boolean;
}

function Missing({ comparison, onRecover, isRecovering }: CoverageCompareProps) {
  const coverage = comparison.coverage!;
  const pending = coverage.afterPending === "pending" || coverage.afterPending === "processing";
  return (
    <Card className="p-5 text-sm text-ink-muted">
      {pending ? (
        <p className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          Version {comparison.to.version} is being covered. The comparison of the notes shows when it
          completes.
        </p>
      ) : (
        <p>
          {coverage.status === "missing-after"
            ? `Version ${comparison.to.version} has no coverage yet.`
            : coverage.status === "missing-before"
              ? `Version ${comparison.from.version} has no coverage, so there are no earlier notes to check.`
              : "Neither version has coverage yet."}
        </p>
      )}
      {comparison.canRecover && !pending && (
        <Button className="mt-3" size="sm" onClick={onRecover} disabled={isRecovering}>
          <RefreshCw aria-hidden="true" />
          Re-cover version {comparison.to.version}
        </Button>
      )}
    </Card>
  );
}

/** Scores side by side and every note of the older report marked by the newer analysis. */
export function CoverageCompare(props: CoverageCompareProps) {
  const coverage = props.comparison.coverage;
  if (!coverage) return null;
  if (coverage.status !== "ready" || !coverage.before || !coverage.after) return <Missing {...props} />;
  const overall = coverage.after.overallScore - coverage.before.overallScore;
  return (
    <div className="space-y-4">
      <Card className="overflow-x-auto p-4">
        <table className="w-full text-sm">
          <caption className="pb-2 text-left font-semibold text-ink">Scores</caption>
          <thead className="text-xs text-ink-subtle">
            <tr>
              <th className="px-2 py-1 text-left font-medium">Category</th>
              <th className="px-2 py-1 text-right font-medium">Before</th>
              <th className="px-2 py-1 text-right font-medium">After</th>
              <th className="px-2 py-1 text-left font-medium">What moved it</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            <tr className="font-semibold">
              <th scope="row" className="px-2 py-1.5 text-left text-ink">
                Overall
              </th>
              <td className="px-2 py-1.5 text-right">{`${coverage.before.overallScore} (${coverage.before.grade})`}</td>
              <td className="px-2 py-1.5 text-right">{`${coverage.after.overallScore} (${coverage.after.grade})`}</td>
              <td className="px-2 py-1.5">{overall === 0 ? "—" : `${overall > 0 ? "+" : ""}${overall}`}</td>
            </tr>
            {coverage.categories.map((c) => (
              <tr key={c.category}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium text-ink">
                  {CATEGORY[c.category] ?? c.category}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">{c.before}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">
                  {c.after}{" "}
                  {c.change !== 0 && (
                    <span className={c.change > 0 ? "text-success-ink" : "text-danger-ink"}>
                      ({c.change > 0 ? "+" : ""}
                      {c.change})
                    </span>
                  )}
                </td>
                <td className="px-2 py-1.5 text-xs text-ink-muted">
                  {c.movedBy.length === 0
                    ? "—"
                    : c.movedBy
                        .slice(0, 4)
                        .map((e) => `${e.label}: ${e.before ?? "—"} → ${e.after ?? "—"}`)
                        .join("; ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Card className="p-4">
        <h3 className="font-semibold text-ink">Notes of version {props.comparison.from.version}</h3>
        {coverage.notes.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">The older report raised no notes to address.</p>
        ) : (
          <ul aria-label="Notes" className="mt-3 divide-y divide-line">
            {coverage.notes.map((note, i) => (
              <li key={i} className="py-3" data-status={note.status}>
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS[note.status].tone}`}
                  >
                    {STATUS[note.status].label}
                  </span>
                  <span className="text-xs text-ink-subtle">{CATEGORY[note.category] ?? note.category}</span>
                  <span className="font-medium text-ink">{note.label}</span>
                </div>
                <p className="mt-1 text-sm text-ink-muted">{plain(note.text)}</p>
                <p className="mt-1 text-xs text-ink-subtle">
                  {note.reason}
                  {note.pages.length > 0 &&
                    ` See ${note.pages.length === 1 ? "p." : "pp."} ${note.pages.join(", ")} of version ${props.comparison.to.version}.`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
