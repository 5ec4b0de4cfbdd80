import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";

export type ScriptTab = "profile" | "read" | "reviews";
const TABS: readonly ScriptTab[] = ["profile", "read", "reviews"];

export function tabFrom(value: string | null): ScriptTab {
  return TABS.find((tab) => tab === value) ?? "profile";
}

/** The tab in the address (?tab=read), Profile by default; switching replaces the entry. */
export function useScriptTab(): [ScriptTab, (tab: ScriptTab) => void] {
  const [params, setParams] = useSearchParams();
  const setTab = (tab: ScriptTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (tab === "profile") updated.delete("tab");
        else updated.set("tab", tab);
        if (tab !== "read") updated.delete("version");
        return updated;
      },
      { replace: true },
    );
  return [tabFrom(params.get("tab")), setTab];
}

interface ScriptTabsProps {
  tab: ScriptTab;
  onTabChange: (tab: ScriptTab) => void;
  labels: Record<ScriptTab, string>;
  panels: Record<ScriptTab, ReactNode>;
}

/** Profile / Read Script / Reviews (01 §2), as Radix tabs. */
export function ScriptTabs({ tab, onTabChange, labels, panels }: ScriptTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(tabFrom(value))}>
      <Tabs.List aria-label="Script sections" className="flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((value) => (
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
      {TABS.map((value) => (
        <Tabs.Content key={value} value={value} className="pt-8 focus:outline-none">
          {panels[value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
