import type { SeriesTone } from "../../../components/ui/charts/chart-patterns.tsx";

export type SceneColouring = "intExt" | "dayNight";

export interface ToneLabel {
  tone: SeriesTone;
  label: string;
}

const INT_EXT: Record<string, ToneLabel> = {
  INT: { tone: "a", label: "Interior" },
  EXT: { tone: "b", label: "Exterior" },
};
const DAY_NIGHT: Record<string, ToneLabel> = {
  day: { tone: "a", label: "Day" },
  night: { tone: "b", label: "Night" },
};

/** The tone and words for a scene's INT/EXT or day/night value; everything else is "Other". */
export function toneOf(colouring: SceneColouring, value: string | null | undefined): ToneLabel {
  const known = colouring === "intExt" ? INT_EXT[value ?? ""] : DAY_NIGHT[value ?? ""];
  if (known) return known;
  if (colouring === "intExt" && value === "INT/EXT") return { tone: "c", label: "Int./Ext." };
  if (colouring === "intExt" && value === "EST") return { tone: "c", label: "Establishing" };
  return {
    tone: "c",
    label: value && value !== "unknown" ? value.charAt(0).toUpperCase() + value.slice(1) : "Unknown",
  };
}

export const LEGENDS: Record<SceneColouring, ToneLabel[]> = {
  intExt: [INT_EXT.INT!, INT_EXT.EXT!, { tone: "c", label: "Other" }],
  dayNight: [DAY_NIGHT.day!, DAY_NIGHT.night!, { tone: "c", label: "Other" }],
};
