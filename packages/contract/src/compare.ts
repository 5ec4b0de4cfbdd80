import { z } from "zod";

import { MAX_VERSION_NUMBER } from "./limits.ts";
import { coverageStatusSchema } from "./scripts.ts";

/**
 * Draft comparison (issue 32): two versions of a script side by side, scene by scene, in the
 * numbers and in the coverage notes. The text and numbers are computed once per version pair and
 * algorithm (COMPARE_ALGORITHM) and kept; the coverage part is read from the stored reports.
 */

/** Bumped whenever the matching or diff output changes: kept comparisons of older runs are recomputed. */
export const COMPARE_ALGORITHM = 1;
/** Scene entries per page of the text diff. */
export const COMPARE_SCENES_PER_PAGE = 20;
/** Principal characters drawn in the presence chart. */
export const COMPARE_PRINCIPALS = 5;

export const compareQuerySchema = z.object({
  from: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER),
  to: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

export const SCENE_CHANGE_KINDS = ["unchanged", "rewritten", "added", "cut", "split", "merged"] as const;
export const sceneChangeKindSchema = z.enum(SCENE_CHANGE_KINDS);
export type SceneChangeKind = z.infer<typeof sceneChangeKindSchema>;

/** A scene on one side: its position (0-based index), heading and pages. */
export const sceneRefSchema = z.object({
  index: z.number().int(),
  heading: z.string(),
  startPage: z.number().int(),
  endPage: z.number().int(),
});
export type SceneRef = z.infer<typeof sceneRefSchema>;

/** One row of the scene-by-scene diff, in the newer draft's order (cut scenes where they stood). */
export const sceneChangeSchema = z.object({
  kind: sceneChangeKindSchema,
  /** The scene now stands elsewhere in the order of scenes. */
  moved: z.boolean(),
  /** Same scene under a different heading. */
  renamed: z.boolean(),
  /** Share of the older text kept, 0..1 (1 = identical words). */
  similarity: z.number(),
  before: z.array(sceneRefSchema),
  after: z.array(sceneRefSchema),
});
export type SceneChange = z.infer<typeof sceneChangeSchema>;

export const diffPartSchema = z.object({
  op: z.enum(["same", "added", "removed"]),
  text: z.string(),
});
export type DiffPart = z.infer<typeof diffPartSchema>;

/** A screenplay element in the diff: unchanged, added, removed, or changed with word-level parts. */
export const diffBlockSchema = z.object({
  kind: z.string(),
  op: z.enum(["same", "added", "removed", "changed"]),
  text: z.string(),
  parts: z.array(diffPartSchema).optional(),
});
export type DiffBlock = z.infer<typeof diffBlockSchema>;

export const sceneDiffSchema = z.object({
  /** Index of the row in `scenes`. */
  row: z.number().int(),
  blocks: z.array(diffBlockSchema),
});
export type SceneDiff = z.infer<typeof sceneDiffSchema>;

export const numberChangeSchema = z.object({
  measure: z.string(),
  label: z.string(),
  before: z.number(),
  after: z.number(),
  change: z.number(),
  unit: z.string().optional(),
});
export type NumberChange = z.infer<typeof numberChangeSchema>;

export const characterChangeSchema = z.object({
  name: z.string(),
  speeches: z.tuple([z.number().int(), z.number().int()]),
  lines: z.tuple([z.number().int(), z.number().int()]),
  words: z.tuple([z.number().int(), z.number().int()]),
});
export type CharacterChange = z.infer<typeof characterChangeSchema>;

export const pointSchema = z.object({ page: z.number().int(), value: z.number() });

export const compareNumbersSchema = z.object({
  headline: z.array(numberChangeSchema),
  characters: z.array(characterChangeSchema),
  intExt: z.array(numberChangeSchema),
  dayNight: z.array(numberChangeSchema),
  tempo: z.object({ before: z.array(pointSchema), after: z.array(pointSchema) }),
  /** Words spoken per page by each principal (the newer draft's top speakers), on both sides. */
  presence: z.array(
    z.object({ name: z.string(), before: z.array(pointSchema), after: z.array(pointSchema) }),
  ),
});
export type CompareNumbers = z.infer<typeof compareNumbersSchema>;

export const NOTE_STATUSES = ["addressed", "partly", "open"] as const;
export const noteStatusSchema = z.enum(NOTE_STATUSES);
export type NoteStatus = z.infer<typeof noteStatusSchema>;

export const noteComparisonSchema = z.object({
  category: z.string(),
  label: z.string(),
  /** The older note as written (markdown). */
  text: z.string(),
  status: noteStatusSchema,
  /** Why the status was given, in words. */
  reason: z.string(),
  scoreBefore: z.number().nullable(),
  scoreAfter: z.number().nullable(),
  /** Pages of the newer draft that show it. */
  pages: z.array(z.number().int()),
});
export type NoteComparison = z.infer<typeof noteComparisonSchema>;

export const evidenceMoveSchema = z.object({
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const categoryComparisonSchema = z.object({
  category: z.string(),
  before: z.number(),
  after: z.number(),
  change: z.number(),
  /** Measured evidence that moved the score (the category's `evidence`, or its notes' own scores). */
  movedBy: z.array(evidenceMoveSchema),
});
export type CategoryComparison = z.infer<typeof categoryComparisonSchema>;

export const coverageSideSchema = z.object({
  coverageId: z.string(),
  overallScore: z.number(),
  grade: z.string(),
  provider: z.string(),
});

export const compareCoverageSchema = z.object({
  /** ready: both drafts have a completed report; otherwise which side lacks one. */
  status: z.enum(["ready", "missing-before", "missing-after", "missing-both"]),
  before: coverageSideSchema.nullable(),
  after: coverageSideSchema.nullable(),
  /** The newer draft's latest report while it is still being written (pending / processing / failed). */
  afterPending: coverageStatusSchema.nullable(),
  categories: z.array(categoryComparisonSchema),
  notes: z.array(noteComparisonSchema),
});
export type CompareCoverage = z.infer<typeof compareCoverageSchema>;

export const compareVersionSchema = z.object({
  version: z.number().int(),
  fileType: z.string(),
  createdAt: z.string(),
  pageCount: z.number().int().nullable(),
});

export const compareTextSummarySchema = z.object({
  unchanged: z.number().int(),
  rewritten: z.number().int(),
  added: z.number().int(),
  cut: z.number().int(),
  split: z.number().int(),
  merged: z.number().int(),
  moved: z.number().int(),
  renamed: z.number().int(),
});
export type CompareTextSummary = z.infer<typeof compareTextSummarySchema>;

export const comparisonSchema = z.object({
  status: z.enum(["ready", "pending", "failed"]),
  /** Why it could not be compared (a draft that failed to parse). */
  error: z.string().nullable(),
  from: compareVersionSchema,
  to: compareVersionSchema,
  algorithm: z.number().int(),
  computedAt: z.string().nullable(),
  /** How long the kept comparison took to compute, in ms. */
  durationMs: z.number().int().nullable(),
  summary: compareTextSummarySchema.nullable(),
  /** Every row of the scene diff (the index); the texts of one page of rows are in `diffs`. */
  scenes: z.array(sceneChangeSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  diffs: z.array(sceneDiffSchema),
  numbers: compareNumbersSchema.nullable(),
  coverage: compareCoverageSchema.nullable(),
  /** The viewer may request coverage of the newer draft from here (it is the active version, not yet covered). */
  canRecover: z.boolean(),
  /** The request goes through the admin route (an admin acting for a dummy author). */
  recoverAsAdmin: z.boolean(),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const comparisonResponseSchema = z.object({ success: z.literal(true), comparison: comparisonSchema });
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;

export const historyEntrySchema = z.object({
  version: z.number().int(),
  fileType: z.string(),
  createdAt: z.string(),
  pageCount: z.number().int().nullable(),
  isActive: z.boolean(),
  coverage: z
    .object({
      status: coverageStatusSchema,
      overallScore: z.number().nullable(),
      grade: z.string().nullable(),
    })
    .nullable(),
  /** Change from the version before (null for the first). */
  change: z.object({ pages: z.number().int().nullable(), score: z.number().nullable() }).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const versionTimelineResponseSchema = z.object({
  success: z.literal(true),
  /** Oldest first. */
  versions: z.array(historyEntrySchema),
  /** Readers of the public script may compare its drafts (the owner's choice). */
  readersMayCompare: z.boolean(),
  canEdit: z.boolean(),
  /** The viewer may open comparisons of this script. */
  mayCompare: z.boolean(),
});
export type VersionTimelineResponse = z.infer<typeof versionTimelineResponseSchema>;

export const compareSharingBodySchema = z.object({ readersMayCompare: z.boolean() });
export const compareSharingResponseSchema = z.object({
  success: z.literal(true),
  readersMayCompare: z.boolean(),
});

export const COMPARE_NOT_SHARED = "The owner has not shared draft comparisons of this script";
export const COMPARE_SAME_VERSION = "Choose two different versions to compare";
export const COMPARE_VERSION_NOT_FOUND = "Version not found";
