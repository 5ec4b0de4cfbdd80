import { clsx } from "clsx";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { ScreenplayLineKind, TextSearchLine, TextSearchPage } from "@twl/contract";

import { scriptPageHref } from "../../../lib/reader-target.ts";

/** Industry indents in monospace columns (narrower on phones, where a line reflows). */
const KIND_CLASS: Record<ScreenplayLineKind, string> = {
  scene_heading: "font-bold uppercase",
  action: "",
  character: "pl-[6ch] uppercase sm:pl-[20ch]",
  parenthetical: "pl-[4ch] sm:pl-[15ch]",
  dialogue: "pl-[3ch] sm:max-w-[45ch] sm:pl-[10ch] sm:box-content",
  lyrics: "pl-[3ch] italic sm:pl-[10ch]",
  transition: "text-right uppercase",
  shot: "uppercase",
  centered: "text-center",
};

function Line({ line }: { line: TextSearchLine }) {
  return (
    <p
      data-kind={line.kind}
      className={clsx(
        "whitespace-pre-wrap [overflow-wrap:anywhere]",
        KIND_CLASS[line.kind],
        line.gapBefore && "mt-3",
        !line.isMatch && "text-[color-mix(in_oklab,var(--color-paper-ink)_72%,transparent)]",
      )}
    >
      {line.parts.map((part, index) =>
        part.isMatch ? (
          <mark
            key={index}
            className="rounded-sm bg-[color-mix(in_oklab,var(--color-accent)_38%,transparent)] px-0.5 text-inherit"
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * One matching page of a result: its lines as printed (scene heading, character, dialogue
 * indents in Courier on paper), the searched words marked. The page's link covers the whole card
 * (one tab stop, a short name), so the lines stay plain text for screen readers.
 */
export function MatchPage({
  scriptId,
  title,
  page,
}: {
  scriptId: string;
  title: string;
  page: TextSearchPage;
}) {
  return (
    <div
      className={clsx(
        "group relative rounded-md border border-[var(--color-paper-line)] bg-[var(--color-paper)] px-4 py-3 text-[var(--color-paper-ink)] shadow-card transition-shadow sm:px-6",
        "hover:shadow-[0_0_0_2px_color-mix(in_oklab,var(--color-accent)_45%,transparent)] has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2",
      )}
    >
      <div className="mb-2 flex items-center justify-between gap-3 font-sans text-xs font-medium text-[color-mix(in_oklab,var(--color-paper-ink)_65%,transparent)]">
        <span aria-hidden="true">Page {page.page}</span>
        <Link
          to={scriptPageHref(scriptId, page.page)}
          className="inline-flex items-center gap-1 outline-none group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          <span aria-hidden="true">Open page {page.page}</span>
          <span className="sr-only">
            Open page {page.page} of {title} in the reader
          </span>
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </div>
      <div className="font-[family-name:var(--font-screenplay)] text-[0.8125rem] leading-snug sm:text-sm">
        {page.lines.map((line, index) => (
          <Line key={index} line={line} />
        ))}
      </div>
    </div>
  );
}
