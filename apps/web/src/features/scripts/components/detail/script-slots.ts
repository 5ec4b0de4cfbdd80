import type { ReactNode } from "react";

import type { CoverageStatus, ScriptDetail } from "@twl/contract";

import type { ScriptFileUrl } from "../../api/get-script-file-url.ts";

/** What the Read tab hands to the viewer the page plugs in: the file of the chosen version. */
export interface ReaderSlot {
  scriptId: string;
  title: string;
  file: ScriptFileUrl;
}

/** What the Statistics tab hands to the panel the page plugs in (the active version). */
export interface StatisticsSlot {
  scriptId: string;
  title: string;
  version: number | null;
}

/**
 * What the coverage pieces get: the script, its latest coverage status and what the
 * viewer may do with it.
 */
export interface CoverageSlot {
  scriptId: string;
  title: string;
  /** Status of the latest coverage; null when none was requested. */
  status: CoverageStatus | null;
  hasFile: boolean;
  /** The owner, or an admin acting for a dummy author: may request and re-analyze. */
  canManage: boolean;
  /** An admin acting for a dummy author: admin route, no quota. */
  isAdminActing: boolean;
  /** Polling saw the coverage complete: the page adds the Coverage tab and switches to it. */
  onCompleted: () => void;
}

/** What the Profile tab hands to the give-clout card. */
export interface GiveCloutSlot {
  scriptId: string;
  title: string;
  /** Owners cannot give clout to their own script. */
  isOwner: boolean;
  /** A gift landed: the script's new clout total goes into the page's cache. */
  onCloutGiven: (scriptCloutTotal: number) => void;
}

/** What the Reviews tab hands to the reviews (and comments) panel. */
export interface ReviewsSlot {
  scriptId: string;
  /** Owners get no review form. */
  isOwner: boolean;
  /** The recent reviews that came with the script, until the full list loads. */
  reviews: ScriptDetail["reviews"];
  /** A review was posted, edited or deleted: the script (its review count) is refetched. */
  onReviewsChanged: () => void;
}

/** What the cover's Generate Cover Image panel gets: the script it draws for. */
export interface CoverGeneratorDetailSlot {
  title: string;
  genres: string[];
  logline: string;
  ensureScriptId: () => Promise<string>;
  /** The generated image became the cover: the page shows it. */
  onCoverUsed: (script: ScriptDetail) => void;
}

/** What the Readers tab (editors only) hands to the reading log panels. */
export interface ReadersSlot {
  scriptId: string;
  activeVersion: number;
}

/**
 * Panels of the script page that other features provide. The route module composes them, so the
 * scripts feature never imports the reader or the statistics.
 */
export interface ScriptPanelSlots {
  renderReader?: (slot: ReaderSlot) => ReactNode;
  renderStatistics?: (slot: StatisticsSlot) => ReactNode;
  /** The Coverage tab's panel. */
  renderCoverage?: (slot: CoverageSlot) => ReactNode;
  /** Under the header, for managers: the request button and the status while a report is made. */
  renderCoverageRequest?: (slot: CoverageSlot) => ReactNode;
  /** Profile tab, under the clout earned: the Give Clout card. */
  renderGiveClout?: (slot: GiveCloutSlot) => ReactNode;
  /** The Reviews tab's panel; the plain review list without it. */
  renderReviews?: (slot: ReviewsSlot) => ReactNode;
  /** Under the cover, for editors: the Generate Cover Image panel. */
  renderCoverGenerator?: (slot: CoverGeneratorDetailSlot) => ReactNode;
  /** The Readers tab, for editors: the reading log and share links. */
  renderReaders?: (slot: ReadersSlot) => ReactNode;
  /** Under the header, for signed-in viewers: e.g. "Add to list". */
  renderHeaderActions?: (slot: { scriptId: string; title: string }) => ReactNode;
  /** Fresher reviews for the overview (the reviews query), once loaded; else the script's own. */
  latestReviews?: ScriptDetail["reviews"];
}
