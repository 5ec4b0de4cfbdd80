import { ADMIN_PRIVATE_SCRIPT_TITLE } from "@twl/contract";

/**
 * Moderation needs to know that a private script exists, whose it is and when it changed, not what
 * it says (issue 28, finding 11; docs/security.md and /privacy). Admins see a script's title and
 * logline only when it is public or belongs to a dummy author they manage.
 */
export function isOpenToAdmins(script: { isPublic: boolean }, author: { isDummy: boolean }): boolean {
  return script.isPublic || author.isDummy;
}

/** The title an admin list may show. */
export function adminVisibleTitle(
  script: { title: string; isPublic: boolean },
  author: { isDummy: boolean },
): string {
  return isOpenToAdmins(script, author) ? script.title : ADMIN_PRIVATE_SCRIPT_TITLE;
}
