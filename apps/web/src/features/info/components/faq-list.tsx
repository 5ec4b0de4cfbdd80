import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";

import { cardClass } from "../../../components/ui/card.tsx";
import { FAQ, searchFaq, type FaqEntry } from "../lib/faq.ts";

const CATEGORIES: FaqEntry["category"][] = ["Uploading", "Coverage", "Clout", "Billing", "Privacy"];

/** The searchable FAQ: questions as disclosure widgets, grouped by topic, filtered as you type. */
export function FaqList() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const results = useMemo(() => searchFaq(FAQ, query), [query]);

  return (
    <div>
      <label htmlFor={inputId} className="sr-only">
        Search the help center
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search questions, e.g. refund, private, tokens"
          className="h-12 w-full rounded-full border border-line-strong bg-surface pr-4 pl-11 text-ink placeholder:text-ink-subtle focus:border-accent-ink focus:outline-none"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-ink-subtle">
        {query
          ? `${results.length} ${results.length === 1 ? "answer" : "answers"} found`
          : `${FAQ.length} answers`}
      </p>
      {results.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
          <p>No answers match “{query}”.</p>
          <p className="mt-2">
            <Link
              to="/contact?topic=support"
              className="font-medium text-accent-ink underline-offset-2 hover:underline"
            >
              Ask us directly
            </Link>
          </p>
        </div>
      ) : (
        CATEGORIES.map((category) => {
          const entries = results.filter((e) => e.category === category);
          if (entries.length === 0) return null;
          return (
            <section key={category} aria-label={category} className="mt-8">
              <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-subtle uppercase">
                {category}
              </h2>
              <ul className="mt-3 space-y-3">
                {entries.map((e) => (
                  <li key={e.id} id={e.id}>
                    <details open={Boolean(query)} className={cardClass({ className: "group p-5" })}>
                      <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                        {e.question}
                      </summary>
                      <p className="mt-3 leading-relaxed text-ink-muted">{e.answer}</p>
                      {e.link && (
                        <Link
                          to={e.link.to}
                          className="mt-3 inline-block text-sm font-medium text-accent-ink underline-offset-2 hover:underline"
                        >
                          {e.link.label} →
                        </Link>
                      )}
                    </details>
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
