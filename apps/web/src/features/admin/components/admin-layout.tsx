import { clsx } from "clsx";
import { ShieldCheck } from "lucide-react";
import { NavLink, Outlet } from "react-router";

import { Container } from "../../../components/ui/container.tsx";
import { ADMIN_NAV_ITEMS } from "../lib/admin-nav.ts";

/** /admin/*: the Admin Panel heading, its section navigation, then the section. */
export function AdminLayout() {
  return (
    <Container className="py-8 sm:py-12">
      <title>Admin Panel — The White List</title>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-accent/10 text-accent-ink">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 className="font-display-tight text-3xl font-semibold text-ink">Admin Panel</h1>
          <p className="text-sm text-ink-muted">Users, scripts, balances, editorial picks and moderation.</p>
        </div>
      </div>
      <nav aria-label="Admin sections" className="mt-6 -mx-1 overflow-x-auto border-b border-line">
        <ul className="flex min-w-max gap-1 px-1">
          {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  clsx(
                    "-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium transition-colors",
                    isActive ? "border-accent text-ink" : "border-transparent text-ink-muted hover:text-ink",
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </Container>
  );
}
