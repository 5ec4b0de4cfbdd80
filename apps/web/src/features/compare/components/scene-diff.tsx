import type { Comparison, DiffBlock, SceneChange } from "@twl/contract";

import { NumberedPagination } from "../../../components/ui/numbered-pagination.tsx";

/** Screenplay layout per element kind (monospace column offsets as on the page). */
const LAYOUT: Record<string, string> = {
  scene_heading: "font-bold uppercase",
  action: "",
  character: "pl-[38%] uppercase",
  parenthetical: "pl-[30%]",
  dialogue: "pl-[20%] pr-[15%]",
  lyrics: "pl-[20%] pr-[15%] italic",
  transition: "text-right uppercase",
  shot: "uppercase",
  centered: "text-center",
};

const KIND_LABEL: Record<SceneChange["kind"], string> = {
  unchanged: "Unchanged",
  rewritten: "Rewritten",
  added: "Added",
  cut: "Cut",
  split: "Split",
  merged: "Merged",
};

const KIND_TONE: Record<SceneChange["kind"], string> = {
  unchanged: "bg-surface-2 text-ink-muted",
  rewritten: "bg-info-soft text-info-ink",
  added: "bg-success-soft text-success-ink",
  cut: "bg-danger-soft text-danger-ink",
  split: "bg-warning-soft text-warning-ink",
  merged: "bg-warning-soft text-warning-ink",
};

function Block({ block }: { block: DiffBlock }) {
  const layout = LAYOUT[block.kind] ?? "";
  const tone =
    block.op === "added"
      ? "bg-success-soft/70 text-success-ink"
      : block.op === "removed"
        ? "bg-danger-soft/70 text-danger-ink line-through"
        : "";
  return (
    <p className={`whitespace-pre-wrap px-2 py-0.5 ${layout} ${tone}`} data-op={block.op}>
      {block.op === "changed" && block.parts
        ? block.parts.map((part, i) =>
            part.op === "same" ? (
              <span key={i}>{part.text}</span>
            ) : part.op === "added" ? (
              <ins key={i} className="rounded-sm bg-success-soft text-success-ink no-underline">
                {part.text}
              </ins>
            ) : (
              <del key={i} className="rounded-sm bg-danger-soft text-danger-ink">
                {part.text}
              </del>
            ),
          )
        : block.text}
    </p>
  );
}

function sidePages(refs: SceneChange["before"]): string {
  if (!refs.length) return "—";
  const first = refs[0]!.startPage;
  const last = refs[refs.length - 1]!.endPage;
  return first === last ? `p. ${first}` : `pp. ${first}–${last}`;
}

function SceneRow({ change, blocks }: { change: SceneChange; blocks: DiffBlock[] | undefined }) {
  const heading = (change.after[0] ?? change.before[0])?.heading ?? "";
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" data-kind={change.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_TONE[change.kind]}`}>
          {KIND_LABEL[change.kind]}
        </span>
        {change.moved && (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-ink">
            Moved
          </span>
        )}
        {change.renamed && (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-ink">
            Heading renamed
          </span>
        )}
        <span className="min-w-0 flex-1 truncate font-mono text-sm font-semibold text-ink">{heading}</span>
        <span className="text-xs text-ink-subtle">
          {sidePages(change.before)} → {sidePages(change.after)}
          {change.kind !== "added" &&
            change.kind !== "cut" &&
            ` · ${Math.round(change.similarity * 100)}% kept`}
        </span>
      </div>
      {blocks && (
        <div className="mt-3 overflow-x-auto rounded-xl bg-paper p-3 font-mono text-[13px] leading-relaxed text-paper-ink">
          {blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </div>
      )}
    </li>
  );
}

interface SceneDiffProps {
  comparison: Comparison;
  onPageChange: (page: number) => void;
  perPage: number;
}

/** One page of the scene-by-scene diff; unchanged scenes show as a line. */
export function SceneDiff({ comparison, onPageChange, perPage }: SceneDiffProps) {
  const first = (comparison.page - 1) * perPage;
  const rows = comparison.scenes.slice(first, first + perPage);
  const blocksOf = new Map(comparison.diffs.map((d) => [d.row, d.blocks]));
  if (comparison.scenes.length === 0)
    return <p className="py-8 text-center text-ink-muted">Neither draft has scenes.</p>;
  return (
    <div className="space-y-4">
      <ol aria-label="Scenes" className="space-y-3">
        {rows.map((change, i) => (
          <SceneRow key={first + i} change={change} blocks={blocksOf.get(first + i)} />
        ))}
      </ol>
      <NumberedPagination
        page={comparison.page}
        pages={comparison.pageCount}
        onPageChange={onPageChange}
        label="Scene pages"
      />
    </div>
  );
}
