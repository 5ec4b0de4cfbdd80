import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";

import { READER_PARAMS, withoutReaderTarget } from "../../../../lib/reader-target.ts";

export type ScriptTab = "profile" | "read" | "statistics" | "reviews" | "coverage" | "readers";
/** Every tab in order; the page offers Statistics with a file and Coverage once there is a report. */
export const SCRIPT_TABS: readonly ScriptTab[] = [
  "profile",
  "read",
  "statistics",
  "reviews",
  "coverage",
  "readers",
];

export function tabFrom(value: string | null, available: readonly ScriptTab[] = SCRIPT_TABS): ScriptTab {
  return available.find((tab) => tab === value) ?? "profile";
}

/**
 * The tab in the address (?tab=read), Profile by default or when the named tab is not offered;
 * switching replaces the entry. Leaving the reader drops its version and scene target.
 */
export function useScriptTab(
  available: readonly ScriptTab[] = SCRIPT_TABS,
): [ScriptTab, (tab: ScriptTab) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = (tab: ScriptTab) =>
    setParams(
      (current) => {
        const updated = tab === "read" ? new URLSearchParams(current) : withoutReaderTarget(current);
        if (tab === "profile") updated.delete(READER_PARAMS.tab);
        else updated.set(READER_PARAMS.tab, tab);
        return updated;
      },
      { replace: true },
    );
  return [tabFrom(params.get(READER_PARAMS.tab), available), setTab];
}

interface ScriptTabsProps {
  tab: ScriptTab;
  /** The tabs offered, in order (Statistics only when the script has a file, Coverage with a report). */
  tabs: readonly ScriptTab[];
  onTabChange: (tab: ScriptTab) => void;
  labels: Record<ScriptTab, string>;
  panels: Record<ScriptTab, ReactNode>;
}

/** Profile / Read Script / Statistics / Reviews / Coverage, as Radix tabs. */
export function ScriptTabs({ tab, tabs, onTabChange, labels, panels }: ScriptTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(tabFrom(value, tabs))}>
      <Tabs.List aria-label="Script sections" className="flex gap-1 overflow-x-auto border-b border-line">
        {tabs.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={clsx(
              "-mb-px shrink-0 border-b-2 border-transparent px-4 py-3 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors",
              "hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink",
            )}
          >
            {labels[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((value) => (
        <Tabs.Content key={value} value={value} className="pt-8 focus:outline-none">
          {panels[value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
