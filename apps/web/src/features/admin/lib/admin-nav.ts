import { Activity, FileText, Inbox, Mail, Users, type LucideIcon } from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The admin area's sections. Users and Scripts are the spec's tabs; the others are pages
 * of their own (the mail outbox, contact messages, traffic) that sit in the same navigation. Add a
 * page here and give it a route under /admin.
 */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/scripts", label: "Scripts", icon: FileText },
  { to: "/admin/outbox", label: "Outbox", icon: Inbox },
  { to: "/admin/messages", label: "Messages", icon: Mail },
  { to: "/admin/traffic", label: "Traffic", icon: Activity },
];
