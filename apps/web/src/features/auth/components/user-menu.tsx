import { ChevronDown, LogOut } from "lucide-react";
import { Link } from "react-router";

import type { SessionUser } from "@twl/contract";

import { Avatar } from "../../../components/ui/avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { useLogOut } from "../hooks/use-log-out.ts";
import { accountLinksFor } from "./account-links.ts";

/** The signed-in header menu: Radix DropdownMenu, so arrows, Enter and Escape work. */
export function UserMenu({ user }: { user: SessionUser }) {
  const logOut = useLogOut();

  return (
    <DropdownMenu>
      {/* Named by its content, so the visible name is part of the accessible one (WCAG 2.5.3). */}
      <DropdownMenuTrigger className="group inline-flex items-center gap-2 rounded-full py-1 pr-2.5 pl-1 text-sm font-medium text-ink transition-colors hover:bg-surface-2 data-[state=open]:bg-surface-2">
        <span aria-hidden="true" className="contents">
          <Avatar name={user.name} src={user.avatar} className="size-8" />
        </span>
        <span className="sr-only">Account menu for {user.name}</span>
        <span aria-hidden="true" className="max-w-32 truncate">
          {user.name}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-ink-subtle transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={user.name} src={user.avatar} />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-ink">{user.name}</span>
            <span className="block truncate text-xs text-ink-subtle">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinksFor(user).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
