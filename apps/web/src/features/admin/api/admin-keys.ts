import type { AdminScriptsQuery, AdminUsersQuery } from "@twl/contract";

export const adminKeys = {
  all: ["admin"] as const,
  users: (query: Omit<AdminUsersQuery, "cursor" | "limit">) => ["admin", "users", query] as const,
  usersSummary: () => ["admin", "users-summary"] as const,
  audit: (userId: string) => ["admin", "audit", userId] as const,
  scripts: (query: AdminScriptsQuery) => ["admin", "scripts", query] as const,
  editorial: (scriptId: string) => ["admin", "editorial", scriptId] as const,
  moderationTargets: (scriptId: string) => ["admin", "moderation-targets", scriptId] as const,
};
