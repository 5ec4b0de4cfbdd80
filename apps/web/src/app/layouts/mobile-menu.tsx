import { clsx } from "clsx";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { MobileAccountSection } from "../../features/auth/components/mobile-account-section.tsx";
import { MAIN_NAV_LINKS } from "./nav-links.ts";

const PANEL_ID = "mobile-menu";

/**
 * Disclosure menu for small screens: the button toggles a panel under the header. It closes on
 * Escape (focus returns to the button), on a link click, on a click outside and on route change.
 * Must sit inside the (positioned) site header: the panel is anchored to its bottom edge.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Remember where the menu was opened: navigating anywhere else closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenedAt(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenedAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={() => setOpenedAt(isOpen ? null : pathname)}
        className="inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-2"
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>

      {isOpen && (
        <div
          aria-hidden="true"
          onClick={close}
          className="absolute inset-x-0 top-full h-dvh bg-black/30 backdrop-blur-[2px] dark:bg-black/55"
        />
      )}
      <div
        id={PANEL_ID}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-canvas shadow-card"
      >
        <Container className="py-4">
          <nav aria-label="Mobile">
            <ul className="flex flex-col">
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={close}
                    className={({ isActive }) =>
                      clsx(
                        "flex items-center rounded-xl px-3 py-3 text-base font-medium transition-colors hover:bg-surface-2",
                        isActive ? "text-accent-ink" : "text-ink",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 border-t border-line pt-4 empty:hidden">
            <MobileAccountSection onNavigate={close} />
          </div>
        </Container>
      </div>
    </div>
  );
}
