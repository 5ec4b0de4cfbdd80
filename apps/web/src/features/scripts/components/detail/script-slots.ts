import type { ReactNode } from "react";
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
 * Panels of the script page that other features provide. The route module composes them, so the
 * scripts feature never imports the reader or the statistics.
 */
export interface ScriptPanelSlots {
  renderReader?: (slot: ReaderSlot) => ReactNode;
  renderStatistics?: (slot: StatisticsSlot) => ReactNode;
}
