import { ArrowLeft, GitCompareArrows } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { COMPARE_SCENES_PER_PAGE, type Comparison, type HistoryEntry } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { useComparison } from "../api/get-comparison.ts";
import { useVersionTimeline } from "../api/get-version-timeline.ts";
import { useRequestRecover } from "../api/request-recover.ts";
import { useSetCompareSharing } from "../api/set-compare-sharing.ts";
import { CoverageCompare } from "./coverage-compare.tsx";
import { NumbersPanel } from "./numbers-panel.tsx";
import { SceneDiff } from "./scene-diff.tsx";
import { VersionTimeline } from "./version-timeline.tsx";

type Tab = "scenes" | "numbers" | "coverage";

interface CompareViewProps {
  scriptId: string;
  from: number | null;
  to: number | null;
  onPick: (from: number, to: number) => void;
}

function Summary({ comparison }: { comparison: Comparison }) {
  const s = comparison.summary;
  if (!s) return null;
  const items: [string, number][] = [
    ["rewritten", s.rewritten],
    ["added", s.added],
    ["cut", s.cut],
    ["moved", s.moved],
    ["renamed", s.renamed],
    ["split", s.split],
    ["merged", s.merged],
    ["unchanged", s.unchanged],
  ];
  return (
    <p aria-label="Summary of changes" className="flex flex-wrap gap-2 text-sm">
      {items
        .filter(([, n]) => n > 0)
        .map(([label, n]) => (
          <span key={label} className="rounded-full bg-surface-2 px-3 py-1 text-ink">
            <strong className="tabular-nums">{n}</strong> {label}
          </span>
        ))}
    </p>
  );
}

function ComparisonBody({ scriptId, from, to }: { scriptId: string; from: number; to: number }) {
  const [page, setPage] = useState(1);
  const [tab, setTab] = useState<Tab>("scenes");
  const comparison = useComparison({ scriptId, from, to, page });
  const recover = useRequestRecover(scriptId);
  if (comparison.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  if (comparison.isError)
    return <InlineAlert>{errorMessageOf(comparison.error, "Failed to compare the drafts")}</InlineAlert>;
  const c = comparison.data;
  if (c.status === "pending")
    return (
      <p className="py-8 text-center text-ink-muted">
        The drafts are still being read. The comparison shows in a moment.
      </p>
    );
  if (c.status === "failed")
    return <InlineAlert>{c.error ?? "These drafts cannot be compared."}</InlineAlert>;
  const onRecover = () =>
    recover.mutate(c.recoverAsAdmin, {
      onSuccess: () => toast.success(`Coverage of version ${c.to.version} requested`),
      onError: (error) => toast.error(errorMessageOf(error, "Failed to request coverage")),
    });
  return (
    <div className="space-y-4">
      <Summary comparison={c} />
      <SegmentedControl
        label="Comparison part"
        value={tab}
        onChange={setTab}
        options={[
          { value: "scenes", label: "Scenes" },
          { value: "numbers", label: "Numbers" },
          { value: "coverage", label: "Coverage" },
        ]}
      />
      {tab === "scenes" && (
        <SceneDiff comparison={c} perPage={COMPARE_SCENES_PER_PAGE} onPageChange={setPage} />
      )}
      {tab === "numbers" && c.numbers && <NumbersPanel numbers={c.numbers} />}
      {tab === "coverage" && (
        <CoverageCompare comparison={c} onRecover={onRecover} isRecovering={recover.isPending} />
      )}
    </div>
  );
}

function defaultPair(versions: HistoryEntry[], from: number | null, to: number | null): [number, number] {
  const numbers = versions.map((v) => v.version);
  const last = numbers[numbers.length - 1]!;
  const b = to !== null && numbers.includes(to) ? to : last;
  const a =
    from !== null && numbers.includes(from) && from !== b
      ? from
      : (numbers.filter((n) => n < b).pop() ?? numbers[0]!);
  return [a, b];
}

/** Draft over draft: the version history, two versions picked, and what the rewrite changed. */
export function CompareView({ scriptId, from, to, onPick }: CompareViewProps) {
  const timeline = useVersionTimeline(scriptId);
  const sharing = useSetCompareSharing(scriptId);
  const back = (
    <Button variant="ghost" size="sm" to={`/scripts/${scriptId}`}>
      <ArrowLeft aria-hidden="true" /> Back to the script
    </Button>
  );
  if (timeline.isPending) return <Skeleton className="h-40" />;
  if (timeline.isError)
    return (
      <div className="space-y-3">
        {back}
        <InlineAlert>{errorMessageOf(timeline.error, "Failed to load the versions")}</InlineAlert>
      </div>
    );
  const { versions, mayCompare, canEdit, readersMayCompare } = timeline.data;
  const pair = versions.length >= 2 ? defaultPair(versions, from, to) : null;
  return (
    <div className="space-y-6">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <GitCompareArrows aria-hidden="true" className="size-6 text-accent" />
        <h1 className="font-display-tight text-3xl font-semibold text-ink">Compare drafts</h1>
      </header>
      <VersionTimeline versions={versions} from={pair?.[0] ?? 0} to={pair?.[1] ?? 0} onPick={onPick} />
      {canEdit && (
        <Switch
          label="Readers may compare drafts"
          description="When the script is public, signed-in readers can open these comparisons."
          checked={readersMayCompare}
          disabled={sharing.isPending}
          onChange={(value) =>
            sharing.mutate(value, {
              onError: (error) => toast.error(errorMessageOf(error, "Failed to save")),
            })
          }
        />
      )}
      {!pair ? (
        <p className="py-10 text-center text-ink-muted">Upload a second version to compare drafts.</p>
      ) : !mayCompare ? (
        <InlineAlert>The owner has not shared draft comparisons of this script.</InlineAlert>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            {(["from", "to"] as const).map((side) => (
              <SelectField
                key={side}
                label={side === "from" ? "Older version" : "Newer version"}
                value={side === "from" ? pair[0] : pair[1]}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  onPick(side === "from" ? value : pair[0], side === "to" ? value : pair[1]);
                }}
              >
                {versions.map((v) => (
                  <option key={v.version} value={v.version}>
                    Version {v.version}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          {pair[0] === pair[1] ? (
            <p className="text-ink-muted">Choose two different versions to compare.</p>
          ) : (
            <ComparisonBody key={`${pair[0]}-${pair[1]}`} scriptId={scriptId} from={pair[0]} to={pair[1]} />
          )}
        </>
      )}
    </div>
  );
}
