import { LEGAL_LAST_UPDATED } from "@twl/contract";

import { cardClass } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import type { LegalSection } from "../legal/legal-section.ts";
import { formatPostDate } from "../lib/blog-posts.ts";
import { PostMarkdown } from "./post-markdown.tsx";

/**
 * A legal page: title, last-updated date, a table of contents and numbered sections, each with an
 * anchor (`/privacy#your-screenplays`) that can be linked to and shows a "#" link on hover.
 */
export function LegalDocument({
  id,
  title,
  intro,
  sections,
}: {
  id: string;
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Container size="narrow" className="py-12 sm:py-16">
      <header>
        <h1 id={id} className="font-display-tight text-4xl font-semibold text-ink sm:text-5xl">
          {title}
        </h1>
        <p className="mt-3 text-sm text-ink-subtle">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED}>{formatPostDate(LEGAL_LAST_UPDATED)}</time>
        </p>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{intro}</p>
      </header>
      <nav aria-labelledby={`${id}-toc`} className={cardClass({ className: "mt-10 p-6" })}>
        <h2 id={`${id}-toc`} className="text-xs font-semibold tracking-[0.14em] text-ink-subtle uppercase">
          Contents
        </h2>
        <ol className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-ink-muted hover:text-ink">
                <span className="mr-1.5 text-ink-subtle tabular-nums">{i + 1}.</span>
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-12 space-y-12">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
            <h2 id={`${s.id}-heading`} className="group font-display-tight text-2xl font-semibold text-ink">
              <span className="mr-2 text-ink-subtle tabular-nums">{i + 1}.</span>
              {s.title}
              <a
                href={`#${s.id}`}
                aria-label={`Link to section ${i + 1}: ${s.title}`}
                className="ml-2 text-accent-ink opacity-0 group-hover:opacity-100 focus:opacity-100"
              >
                #
              </a>
            </h2>
            <PostMarkdown>{s.body}</PostMarkdown>
          </section>
        ))}
      </div>
    </Container>
  );
}
