import { randomUUID } from "node:crypto";

import {
  SAVED_SEARCH_ALERT_INTERVAL_HOURS,
  SAVED_SEARCH_NEW_WINDOW_DAYS,
  type DiscoverScript,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { discoverPage } from "../read-model/discover-pages.ts";
import { toDiscoverQuery } from "./saved-query.ts";
import {
  dueSavedSearches,
  recordAlert,
  unannouncedPublicScriptIds,
  type SavedSearchRow,
} from "./saved-searches.repo.ts";

const HOUR_MS = 60 * 60 * 1000;
/** The discover list's largest page: new scripts are checked against a saved search this many at a time. */
const CHECK_BATCH = 48;
/** The newest unannounced scripts a search checks per run. */
const MAX_CANDIDATES = CHECK_BATCH * 10;
const SEARCHES_PER_BATCH = 200;
const TITLES_IN_NOTE = 3;

/**
 * Which of these public scripts the saved filters match, decided by the discover listing itself
 * (`discoverPage` narrowed to the ids): a filter the discover query learns later applies here too.
 * Private scripts never match: the listing shows public scripts only.
 */
async function matchingScripts(
  ctx: AppContext,
  search: SavedSearchRow,
  candidateIds: string[],
): Promise<DiscoverScript[]> {
  const query = toDiscoverQuery(search.query, { limit: CHECK_BATCH, sort: "newest" });
  if (!query) return [];
  const matches: DiscoverScript[] = [];
  for (let i = 0; i < candidateIds.length; i += CHECK_BATCH) {
    const ids = candidateIds.slice(i, i + CHECK_BATCH);
    const page = await discoverPage(ctx, query, { ids });
    matches.push(...page.scripts);
  }
  return matches;
}

const quoted = (title: string) => `“${title}”`;

function noteText(name: string, matches: DiscoverScript[]): string {
  const titles = matches.slice(0, TITLES_IN_NOTE).map((s) => quoted(s.title));
  const more = matches.length - titles.length;
  const list = more > 0 ? `${titles.join(", ")} and ${more} more` : titles.join(", ");
  const count = matches.length === 1 ? "A new script matches" : `${matches.length} new scripts match`;
  return `${count} your saved search ${quoted(name)}: ${list}.`;
}

function mailText(ctx: AppContext, search: SavedSearchRow, matches: DiscoverScript[]): string {
  const base = (ctx.config.publicUrl ?? "").replace(/\/$/, "");
  const lines = matches.map((s) => `- ${s.title}${base ? ` — ${base}/scripts/${s.id}` : ""}`);
  const discover = `${base}/discover?${new URLSearchParams(search.query).toString()}`;
  return [
    `New public scripts match your saved search ${quoted(search.name)}:`,
    "",
    ...lines,
    "",
    `See them all: ${discover}`,
    `You hear about a saved search at most once every ${SAVED_SEARCH_ALERT_INTERVAL_HOURS} hours. Manage your saved searches in your account.`,
  ].join("\n");
}

/**
 * The periodic alert run: every saved search not alerted within the interval checks the public
 * scripts created since it was saved (within SAVED_SEARCH_NEW_WINDOW_DAYS) that it has not announced;
 * when some match, its owner gets one site notification and one email listing them, and the search
 * is not alerted again for SAVED_SEARCH_ALERT_INTERVAL_HOURS. Safe to run twice: the claim on the
 * search and the announced scripts are written in one transaction. Returns the alerts sent.
 */
export async function sendSavedSearchAlerts(ctx: AppContext, now = new Date()): Promise<number> {
  const db = ctx.database.db;
  const cutoff = new Date(now.getTime() - SAVED_SEARCH_ALERT_INTERVAL_HOURS * HOUR_MS);
  const windowStart = new Date(now.getTime() - SAVED_SEARCH_NEW_WINDOW_DAYS * 24 * HOUR_MS);
  let sent = 0;
  let afterId: string | undefined;
  for (;;) {
    const due = await dueSavedSearches(db, cutoff, afterId, SEARCHES_PER_BATCH);
    if (due.length === 0) break;
    afterId = due.at(-1)!.search.id;
    for (const { search, email } of due) {
      const since = search.createdAt > windowStart ? search.createdAt : windowStart;
      const candidates = await unannouncedPublicScriptIds(db, search.id, since, MAX_CANDIDATES);
      if (candidates.length === 0) continue;
      const matches = await matchingScripts(ctx, search, candidates);
      if (matches.length === 0) continue;
      const recorded = await recordAlert(db, {
        savedSearchId: search.id,
        ownerId: search.userId,
        cutoff,
        now,
        scriptIds: matches.map((s) => s.id),
        notificationId: randomUUID(),
        text: noteText(search.name, matches),
      });
      if (!recorded) continue;
      sent++;
      try {
        await ctx.mailer.send({
          to: email,
          subject: `New scripts for your saved search “${search.name}”`,
          text: mailText(ctx, search, matches),
        });
      } catch (error) {
        // The site notification stands; the mail is not retried (at most one alert a day).
        ctx.log?.error({ err: error, savedSearchId: search.id }, "saved search alert mail failed");
      }
    }
    if (due.length < SEARCHES_PER_BATCH) break;
  }
  return sent;
}
