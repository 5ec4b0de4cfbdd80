/**
 * Public pages: their titles and descriptions (the web app sets them per page; the server writes
 * them into index.html for crawlers that do not run JavaScript) and the sitemap's list.
 */
export const SITE_NAME = "The White List";
export const DEFAULT_PAGE_DESCRIPTION =
  "The White List: upload your screenplay, get AI coverage in under 60 seconds, earn clout and get discovered by readers and industry.";

export interface PageMeta {
  title: string;
  description: string;
}

export const PUBLIC_PAGE_META = {
  "/": {
    title: "The White List — Where Great Scripts Get Discovered",
    description: DEFAULT_PAGE_DESCRIPTION,
  },
  "/about": {
    title: "About — The White List",
    description:
      "Why The White List exists, how it started, and live numbers from the community of screenwriters using it.",
  },
  "/coverage": {
    title: "AI Coverage — The White List",
    description:
      "Scored script coverage of plot, characters, dialogue, pacing and marketability, with your monthly allowance.",
  },
  "/clout": {
    title: "Clout — The White List",
    description:
      "Liquid clout you give to scripts you believe in, and solid clout you earn as permanent reputation.",
  },
  "/community": {
    title: "Community — The White List",
    description: "Table reads, workshops and member spotlights from the screenwriters of The White List.",
  },
  "/pricing": {
    title: "Pricing — The White List",
    description: "Plans from free to studio: monthly coverage, liquid clout and coverage tokens, in USD.",
  },
  "/discover": {
    title: "Discover Scripts — The White List",
    description:
      "Browse public screenplays by genre, type and clout: contest winners, staff picks and rising stars.",
  },
  "/scripts": {
    title: "Scripts — The White List",
    description: "Search and filter every public screenplay on The White List.",
  },
  "/careers": {
    title: "Careers — The White List",
    description: "Work on The White List: how we hire and how to get in touch about a role.",
  },
  "/press": {
    title: "Press — The White List",
    description: "Facts, brand assets and a press contact for The White List.",
  },
  "/blog": {
    title: "Blog — The White List",
    description: "Product notes and craft articles from The White List team.",
  },
  "/help": {
    title: "Help Center — The White List",
    description: "Answers about uploading, coverage, clout, billing and privacy.",
  },
  "/contact": {
    title: "Contact — The White List",
    description: "Send the team a message about support, billing, enterprise plans, press or privacy.",
  },
  "/privacy": {
    title: "Privacy Policy — The White List",
    description: "What The White List collects, what it does with your screenplays, and your choices.",
  },
  "/terms": {
    title: "Terms of Service — The White List",
    description:
      "The terms for using The White List: accounts, subscriptions, refunds, your content and liability.",
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPagePath = keyof typeof PUBLIC_PAGE_META;
export const PUBLIC_PAGE_PATHS = Object.keys(PUBLIC_PAGE_META) as PublicPagePath[];

/** Paths crawlers are asked to skip (robots.txt). */
export const CRAWLER_DISALLOWED_PATHS = [
  "/api/",
  "/admin",
  "/dashboard",
  "/home",
  "/upload",
  "/billing",
  "/profile$",
  "/auth/",
  "/debug/",
  "/login",
] as const;

/** When the legal pages last changed (shown on /privacy and /terms). */
export const LEGAL_LAST_UPDATED = "2026-11-27";

/**
 * Crawlers that collect text for AI training and honour robots.txt: asked to skip script pages,
 * files and the API (the no-training promise in /terms and /privacy).
 */
export const AI_CRAWLERS = [
  "GPTBot",
  "ChatGPT-User",
  "OAI-SearchBot",
  "ClaudeBot",
  "Claude-Web",
  "anthropic-ai",
  "Google-Extended",
  "Applebot-Extended",
  "CCBot",
  "PerplexityBot",
  "Bytespider",
  "Amazonbot",
  "Meta-ExternalAgent",
  "FacebookBot",
  "cohere-ai",
  "Diffbot",
  "Omgilibot",
  "ImagesiftBot",
  "Timpibot",
] as const;
/** What AI crawlers are asked to skip. */
export const AI_CRAWLER_DISALLOWED_PATHS = ["/scripts/", "/api/", "/profile/"] as const;
/** X-Robots-Tag on script pages (AI use refused) and on files (never indexed either). */
export const SCRIPT_PAGE_ROBOTS_TAG = "noai, noimageai";
export const FILE_ROBOTS_TAG = "noindex, nofollow, noarchive, noai, noimageai";
