import type { ScriptText } from "./read-text.ts";

/**
 * The character network: an edge whenever two speakers answer each other (consecutive speeches in
 * one scene). The lead is the speaker with the most speeches; measured: how many of the other
 * principal speakers the lead talks to, whether the lead is the network's centre (most partners),
 * whether the lead speaks in the last tenth of the speeches, and how much of the talk belongs to
 * speakers who speak in one scene only and vanish.
 */
export interface CastMeasures {
  lead: string | null;
  /** Share of the other principals (5%+ of speeches, up to 10) the lead talks to. */
  leadReach: number;
  leadIsCentre: boolean;
  centre: string | null;
  leadAtEnd: boolean;
  /** Share of all speeches spoken by one-scene speakers. */
  oneSceneShare: number;
  oneSceneSpeakers: number;
  /** Pages where the busiest one-scene speakers talk. */
  oneScenePages: number[];
  /** Page of the lead's first speech. */
  leadPage: number;
}

export function measureCast(text: ScriptText): CastMeasures {
  const speeches = new Map<string, number>();
  const scenes = new Map<string, Set<number>>();
  const partners = new Map<string, Set<string>>();
  text.speeches.forEach((s, i) => {
    speeches.set(s.character, (speeches.get(s.character) ?? 0) + 1);
    scenes.set(s.character, (scenes.get(s.character) ?? new Set()).add(s.scene));
    const prev = text.speeches[i - 1];
    if (prev && prev.scene === s.scene && prev.character !== s.character) {
      partners.set(s.character, (partners.get(s.character) ?? new Set()).add(prev.character));
      partners.set(prev.character, (partners.get(prev.character) ?? new Set()).add(s.character));
    }
  });
  const total = text.speeches.length;
  // Ties go to who speaks first (never to the name, so renaming the cast changes nothing).
  const ranked = [...speeches.entries()].sort((a, b) => b[1] - a[1]);
  const lead = ranked[0]?.[0] ?? null;
  const principals = ranked
    .filter(([, n], i) => i > 0 && n / total >= 0.05)
    .slice(0, 9)
    .map(([c]) => c);
  const reach =
    lead && principals.length
      ? principals.filter((p) => partners.get(lead)?.has(p)).length / principals.length
      : 0;
  const degree = (c: string) => partners.get(c)?.size ?? 0;
  const centre =
    ranked.map(([c]) => c).sort((a, b) => degree(b) - degree(a) || speeches.get(b)! - speeches.get(a)!)[0] ??
    null;
  const endFrom = Math.min(total - 3, Math.floor(total * 0.9));
  const oneScene = ranked.filter(([c]) => scenes.get(c)!.size === 1);
  return {
    lead,
    leadReach: principals.length ? reach : 1,
    leadIsCentre: lead !== null && degree(lead) >= degree(centre ?? lead),
    centre,
    leadAtEnd: lead !== null && text.speeches.slice(Math.max(0, endFrom)).some((s) => s.character === lead),
    oneSceneShare: total ? oneScene.reduce((n, [, k]) => n + k, 0) / total : 0,
    oneSceneSpeakers: oneScene.length,
    oneScenePages: oneScene.slice(0, 3).map(([c]) => text.speeches.find((s) => s.character === c)!.page),
    leadPage: text.speeches.find((s) => s.character === lead)?.page ?? 1,
  };
}
