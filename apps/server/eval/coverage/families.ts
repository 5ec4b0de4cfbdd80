/** The weakness families of the validity harness: each damages one category, in several variants. */
import type { CoverageCategory } from "@twl/contract";

import { PAGE_FAMILIES } from "./families-page.ts";
import { STORY_FAMILIES } from "./families-story.ts";
import { VOICE_FAMILIES } from "./families-voice.ts";
import type { Parts } from "./script-parts.ts";

export interface Variant {
  id: string;
  build: (parts: Parts) => Parts;
}

export interface Family {
  id: string;
  /** The category this weakness must lower. */
  category: CoverageCategory;
  label: string;
  variants: Variant[];
}

export const FAMILIES: Family[] = [...VOICE_FAMILIES, ...STORY_FAMILIES, ...PAGE_FAMILIES];
