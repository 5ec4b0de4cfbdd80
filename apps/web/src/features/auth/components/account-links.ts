import {
  BellRing,
  CreditCard,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from "lucide-react";

import type { SessionUser } from "@twl/contract";

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const LINKS: (AccountLink & { adminOnly?: boolean })[] = [
  { to: "/home", label: "Dashboard", icon: LayoutDashboard },
  { to: "/profile", label: "Profile", icon: UserRound },
  { to: "/lists", label: "My Lists", icon: ListChecks },
  { to: "/saved-searches", label: "Saved Searches", icon: BellRing },
  { to: "/billing", label: "Billing & Plans", icon: CreditCard },
  { to: "/admin", label: "Admin Panel", icon: ShieldCheck, adminOnly: true },
];

/** The signed-in user menu, shared by the desktop dropdown and the mobile menu. */
export function accountLinksFor(user: SessionUser): AccountLink[] {
  return LINKS.filter((link) => !link.adminOnly || user.role === "admin");
}
