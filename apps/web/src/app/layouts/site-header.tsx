import { clsx } from "clsx";
import { NavLink } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { HeaderAccount } from "../../features/auth/components/header-account.tsx";
import { useScrolled } from "../../lib/use-scrolled.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { MAIN_NAV_LINKS } from "./nav-links.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import { Wordmark } from "./wordmark.tsx";

export function SiteHeader() {
  // The frosted glass only once the page scrolls under the header: at the top there is nothing
  // behind it to blur, and a backdrop filter makes the browser composite the header separately
  // (the first frame of the landing page took ~100 ms longer with it on a 2-core machine).
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled || undefined}
      className="sticky top-0 z-40 border-b border-line/80 bg-canvas/85 data-scrolled:backdrop-blur-md"
    >
      <Container className="flex h-16 items-center gap-4">
        <Wordmark />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      "rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-ink",
                      isActive ? "text-accent-ink" : "text-ink-muted",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden lg:block">
            <HeaderAccount />
          </div>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
