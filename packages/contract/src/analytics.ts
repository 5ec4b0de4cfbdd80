import { z } from "zod";

/**
 * Analytics: `POST /api/analytics/track` and `POST /api/analytics/page-view`, with an
 * optional bearer token. Small by design: a client sends a page view per navigation and its time
 * spent on leave; marketing buttons send named events. Do Not Track / Global Privacy Control
 * (browser setting or the `DNT: 1` / `Sec-GPC: 1` headers) mean nothing is sent or stored.
 */
export const ANALYTICS_MAX_NAME_LENGTH = 64;
export const ANALYTICS_MAX_PAGE_LENGTH = 512;
export const ANALYTICS_MAX_TITLE_LENGTH = 200;
/** The JSON text of `properties` may be at most this long. */
export const ANALYTICS_MAX_PROPERTIES_BYTES = 2048;
export const ANALYTICS_MAX_PROPERTY_KEYS = 20;
/** Longer stays are capped (a tab left open overnight is not eight hours of reading). */
export const ANALYTICS_MAX_TIME_SPENT_MS = 6 * 60 * 60 * 1000;
/** Whole request bodies above this are refused before parsing. */
export const ANALYTICS_MAX_BODY_BYTES = 8 * 1024;
/** Requests per minute per client address on each analytics call. */
export const ANALYTICS_RATE_LIMIT_PER_MINUTE = 120;
export const TRAFFIC_DEFAULT_DAYS = 30;
export const TRAFFIC_MAX_DAYS = 365;

const propertyValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

/** Flat key/value properties: small, no nesting, no functions. */
export const analyticsPropertiesSchema = z
  .record(z.string().min(1).max(ANALYTICS_MAX_NAME_LENGTH), propertyValue)
  .refine(
    (p) => Object.keys(p).length <= ANALYTICS_MAX_PROPERTY_KEYS,
    `At most ${ANALYTICS_MAX_PROPERTY_KEYS} properties`,
  )
  .refine(
    (p) => JSON.stringify(p).length <= ANALYTICS_MAX_PROPERTIES_BYTES,
    `Properties must be at most ${ANALYTICS_MAX_PROPERTIES_BYTES} bytes`,
  );
export type AnalyticsProperties = z.infer<typeof analyticsPropertiesSchema>;

/** Event names: lower-case words joined by _ . or - (e.g. `community_event_register`). */
export const analyticsEventNameSchema = z
  .string()
  .min(1, "eventName is required")
  .max(ANALYTICS_MAX_NAME_LENGTH)
  .regex(/^[a-z][a-z0-9_.-]*$/, "eventName must be lower-case letters, digits, _ . or -");

export const trackEventRequestSchema = z
  .object({
    eventName: analyticsEventNameSchema,
    properties: analyticsPropertiesSchema.optional(),
  })
  .strict();
export type TrackEventRequest = z.infer<typeof trackEventRequestSchema>;

/** A site path such as `/scripts/abc?tab=coverage` (never a full URL to another site). */
export const analyticsPageSchema = z
  .string()
  .min(1)
  .max(ANALYTICS_MAX_PAGE_LENGTH)
  .regex(/^\/[^\s]*$/, "page must be a path starting with /");

export const pageViewRequestSchema = z
  .object({
    page: analyticsPageSchema,
    title: z.string().max(ANALYTICS_MAX_TITLE_LENGTH).optional(),
    /** Milliseconds spent on the page; sent on leave. */
    timeSpent: z.number().int().min(0).optional(),
    properties: analyticsPropertiesSchema.optional(),
    /** The id returned for this page view: the leave beacon updates its time spent instead of adding a view. */
    viewId: z.uuid().optional(),
  })
  .strict();
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

export const analyticsResponseSchema = z.object({
  success: z.literal(true),
  /** False when Do Not Track / Global Privacy Control asked us not to store anything. */
  stored: z.boolean(),
  id: z.string().nullable(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/** GET /api/admin/analytics/traffic?days=30 (admin): views per day, top pages, top events. */
export const trafficQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(TRAFFIC_MAX_DAYS).default(TRAFFIC_DEFAULT_DAYS),
});
export const trafficResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  totals: z.object({
    pageViews: z.number().int(),
    events: z.number().int(),
    signedInViews: z.number().int(),
    averageTimeSpentMs: z.number().int(),
  }),
  /** One entry per UTC day in the range, oldest first, zero-filled. */
  viewsPerDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  topPages: z.array(
    z.object({ page: z.string(), views: z.number().int(), averageTimeSpentMs: z.number().int() }),
  ),
  topEvents: z.array(z.object({ eventName: z.string(), count: z.number().int() })),
});
export type TrafficResponse = z.infer<typeof trafficResponseSchema>;
