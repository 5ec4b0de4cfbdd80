import { Link } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { FOOTER_LINK_GROUPS } from "./nav-links.ts";
import { Wordmark } from "./wordmark.tsx";

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="render-when-visible border-t border-line bg-surface-2/60">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_2fr]">
          <div className="max-w-xs">
            <Wordmark />
            <p className="mt-4 text-sm leading-relaxed text-ink-muted">
              Where great scripts get discovered. Upload, get coverage, earn clout and find your readers.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_LINK_GROUPS.map((group) => (
              <div key={group.title}>
                <h2 className="text-xs font-semibold tracking-[0.14em] text-ink-subtle uppercase">
                  {group.title}
                </h2>
                <ul className="mt-4 space-y-2.5">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="rounded text-sm text-ink-muted transition-colors hover:text-ink"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-line pt-6 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} The White List</p>
          <p className="font-screenplay text-xs tracking-wide">Made for writers, by writers.</p>
        </div>
      </Container>
    </footer>
  );
}
