import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, FileSearch, Lock, RotateCcw, Search } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

import { TEXT_SEARCH_MAX_LENGTH, TEXT_SEARCH_MIN_LENGTH, type TextSearchResult } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useScriptTextSearch } from "../api/search-script-text.ts";
import { readTextSearch, textSearchParams } from "../lib/search-address.ts";
import { MatchPage } from "./match-page.tsx";
import { SearchModeTabs } from "./search-mode-tabs.tsx";

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Searching the scripts" className="space-y-8">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="h-6 w-56 max-w-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-32 w-full rounded-md" />
        </div>
      ))}
    </div>
  );
}

function Result({ result }: { result: TextSearchResult }) {
  const { script } = result;
  return (
    <li className="space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-display-tight text-xl font-semibold text-ink [overflow-wrap:anywhere]">
          <Link to={`/scripts/${encodeURIComponent(script.id)}`} className="hover:underline">
            {script.title}
          </Link>
        </h3>
        {!script.isPublic && (
          <span className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs font-medium text-ink-muted">
            <Lock aria-hidden="true" className="size-3" /> Private (only you see it)
          </span>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        by{" "}
        <Link
          to={`/profile/${encodeURIComponent(script.authorId)}`}
          className="hover:text-ink hover:underline"
        >
          {script.authorName || "Unknown writer"}
        </Link>
        {script.genres.length > 0 && <> · {script.genres.join(", ")}</>}
        {script.pageCount !== null && <> · {formatNumber(script.pageCount)} pages</>}
        {" · "}
        {result.matchingPages === 1
          ? "1 matching page"
          : `${formatNumber(result.matchingPages)} matching pages`}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        {result.pages.map((page) => (
          <MatchPage key={page.page} scriptId={script.id} title={script.title} page={page} />
        ))}
      </div>
    </li>
  );
}

/** The results area: a hint before any query, loading, failure with retry, none, or the ranked scripts. */
function TextSearchResults({
  q,
  page,
  results,
  onTurnPage,
}: {
  q: string;
  page: number;
  results: ReturnType<typeof useScriptTextSearch>;
  onTurnPage: (next: number) => void;
}) {
  if (!q)
    return (
      <InlineAlert tone="info">
        <p>
          Type a line of dialogue, a character&apos;s name or a few words from a scene. Every word must be on
          the page; put words in quotes to find them side by side, as in{" "}
          <span className="font-[family-name:var(--font-screenplay)]">&quot;meet me at the pier&quot;</span>.
        </p>
      </InlineAlert>
    );
  if (results.isPending) return <ResultsSkeleton />;
  if (results.isError)
    return (
      <InlineAlert className="items-center">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{errorMessageOf(results.error, "The search failed. Please try again.")}</p>
          <Button variant="secondary" size="sm" onClick={() => void results.refetch()}>
            <RotateCcw aria-hidden="true" /> Retry
          </Button>
        </div>
      </InlineAlert>
    );
  if (results.data.results.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
        <FileSearch aria-hidden="true" className="mx-auto size-8 text-ink-subtle" />
        <p className="mt-3 font-medium text-ink">
          {page > 1 ? "No more scripts match." : "No script has these words on a page."}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          Try fewer words, another spelling, or a phrase without quotes.
        </p>
      </div>
    );
  return (
    <div className={clsx("space-y-10 transition-opacity", results.isPlaceholderData && "opacity-60")}>
      <ol className="space-y-10" aria-busy={results.isPlaceholderData}>
        {results.data.results.map((result) => (
          <Result key={result.script.id} result={result} />
        ))}
      </ol>
      {(page > 1 || results.data.hasMore) && (
        <nav aria-label="Search results pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onTurnPage(page - 1)}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span className="text-sm text-ink-muted tabular-nums">Page {page}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!results.data.hasMore}
            onClick={() => onTurnPage(page + 1)}
          >
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * Discover's "Search inside scripts": the words of a line, a phrase in quotes, found on the pages of
 * public scripts (and the signed-in writer's own), best first, each with its matching lines in
 * screenplay layout linking to that page in the reader. The query and page live in the address.
 */
export function TextSearchView() {
  const [params, setParams] = useSearchParams();
  const { q, page } = readTextSearch(params);
  const [text, setText] = useState(q);
  const [hint, setHint] = useState<string | null>(null);
  const results = useScriptTextSearch(q, page);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Back and forward change the address: the field follows it (set while rendering, not in an effect).
  const [fieldFor, setFieldFor] = useState(q);
  if (fieldFor !== q) {
    setFieldFor(q);
    setText(q);
  }

  const go = (next: { q: string; page: number }) => setParams(textSearchParams(next));
  const submit = () => {
    const wanted = text.trim();
    if (wanted.length > 0 && wanted.length < TEXT_SEARCH_MIN_LENGTH) {
      setHint(`Type at least ${TEXT_SEARCH_MIN_LENGTH} characters.`);
      return;
    }
    setHint(null);
    go({ q: wanted, page: 1 });
  };
  const turnPage = (next: number) => {
    go({ q, page: next });
    resultsHeading.current?.focus();
  };

  return (
    <>
      <title>{q ? `“${q}” inside scripts — The White List` : "Search inside scripts — The White List"}</title>
      <section aria-labelledby="text-search-heading" className="border-b border-line">
        <Container className="pt-12 pb-10 text-center sm:pt-16 sm:pb-12">
          <SearchModeTabs mode="text" />
          <h1
            id="text-search-heading"
            className="mx-auto mt-6 max-w-3xl font-display-tight text-4xl leading-[1.08] font-semibold text-balance text-ink sm:text-5xl"
          >
            Search inside scripts
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-pretty text-ink-muted">
            Find a script by what is on its pages: a line of dialogue, a character, a place.
          </p>
          <form
            role="search"
            className="relative mx-auto mt-8 flex max-w-2xl gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-subtle"
            />
            <input
              type="search"
              aria-label="Words to find inside scripts"
              aria-describedby={hint ? "text-search-hint" : undefined}
              value={text}
              placeholder="A line of dialogue, a name, a place..."
              maxLength={TEXT_SEARCH_MAX_LENGTH}
              enterKeyHint="search"
              onChange={(event) => setText(event.target.value)}
              className={clsx(
                "block h-14 min-w-0 flex-1 rounded-full border border-line-strong bg-surface pr-4 pl-11 text-sm text-ink shadow-card transition-colors sm:text-base",
                "placeholder:text-ink-subtle focus:border-accent-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2",
              )}
            />
            <Button type="submit" size="lg" className="h-14 shrink-0 rounded-full">
              Search
            </Button>
          </form>
          {hint && (
            <p id="text-search-hint" role="alert" className="mt-2 text-sm text-danger-ink">
              {hint}
            </p>
          )}
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        <section aria-labelledby="text-results-heading" className="mx-auto max-w-5xl space-y-6">
          <h2
            id="text-results-heading"
            ref={resultsHeading}
            tabIndex={-1}
            className="font-display-tight text-2xl font-semibold text-ink outline-none sm:text-3xl"
          >
            {q ? "Scripts with these words" : "Results"}
          </h2>
          <TextSearchResults q={q} page={page} results={results} onTurnPage={turnPage} />
        </section>
      </Container>
    </>
  );
}
