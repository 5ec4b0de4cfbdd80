/** Business constants from the specification. One place, never magic numbers. */
export const HEALTH_POLL_INTERVAL_MS = 30_000;
export const MAX_GENRES_PER_SCRIPT = 3;
export const MAX_SCRIPT_FILE_BYTES = 10 * 1024 * 1024;
/** Import a ZIP of scripts: the ZIP itself, its file count, and all entries uncompressed together. */
export const MAX_IMPORT_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_ZIP_ENTRIES = 50;
export const MAX_IMPORT_TOTAL_BYTES = 100 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_COMMENT_LENGTH = 1000;
export const POPULAR_VIEWS_THRESHOLD = 100;
export const SCRIPTS_PAGE_SIZE = 12;
export const DASHBOARD_PAGE_SIZE = 20;
export const DEFAULT_THEME = "light" as const;
export const THEME_STORAGE_KEY = "theme";
/** Sign-in timings: the OAuth callback gives up after 10 s; failures redirect after 3 s. */
export const AUTH_CALLBACK_TIMEOUT_MS = 10_000;
export const AUTH_FAILURE_REDIRECT_MS = 3_000;
/** Input safety: the largest version number a request may name (PostgreSQL integer). */
export const MAX_VERSION_NUMBER = 2_147_483_647;
/** Deepest nesting of arrays/objects a JSON request body may have; no API body nests past a few levels. */
export const MAX_JSON_DEPTH = 32;
/**
 * Re-analysis (docs/security.md, finding 14): a report may be queued again at most this many times per UTC
 * day (one live report per version, so this is per version and day); each re-run is a provider call.
 */
export const REANALYSES_PER_REPORT_PER_DAY = 3;
export const REANALYSIS_LIMIT_MESSAGE = `This report was re-analysed ${REANALYSES_PER_REPORT_PER_DAY} times today. Please try again tomorrow.`;
/**
 * Screenplay size (docs/security.md, findings 6 and 7). A 119-page feature parses to ~3,400 elements, ~150
 * scenes and a 0.8 MB model; files past these bounds are refused at upload (or their parse fails)
 * with a clear message. A 314 KB Fountain file of one-line scenes (14,000 scenes, 4.7 MB) is not.
 */
export const MAX_SCRIPT_PAGES = 1_000;
export const MAX_SCREENPLAY_SCENES = 2_000;
export const MAX_SCREENPLAY_ELEMENTS = 20_000;
/** The parsed model as served to readers (JSON bytes). */
export const MAX_SCREENPLAY_MODEL_BYTES = 4 * 1024 * 1024;
export const tooManyPagesMessage = (pages: number) =>
  `This file has ${pages.toLocaleString("en-US")} pages. Scripts can have at most ${MAX_SCRIPT_PAGES.toLocaleString("en-US")} pages.`;
export const SCREENPLAY_TOO_LARGE_MESSAGE =
  "This screenplay is too large to read here. Split it into parts and upload each one.";
/** Parse jobs of one user running at once (across workers): each user gets a fair share of parser time. */
export const PARSES_PER_USER_AT_ONCE = 1;
/** Serialised parsed screenplays kept in memory per server process (bytes; least recently read go first). */
export const SCREENPLAY_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Storage (docs/security.md, issue 28 finding 4). Every byte a user's uploads keep counts against the
 * plan's quota: script files of every version, cover renditions, generated posters and the avatar.
 */
export const STORAGE_QUOTA_BYTES_BY_TIER = {
  free: 100 * 1024 * 1024,
  basic: 500 * 1024 * 1024,
  pro: 2 * 1024 * 1024 * 1024,
  studio: 5 * 1024 * 1024 * 1024,
  enterprise: 20 * 1024 * 1024 * 1024,
} as const;
/** Versions one script keeps, and covers (uploaded or generated posters used as covers). */
export const MAX_VERSIONS_PER_SCRIPT = 25;
export const MAX_COVERS_PER_SCRIPT = 10;
/** Files one user may upload a minute across every upload route (scripts, versions, covers, avatar). */
export const UPLOADS_PER_USER_PER_MINUTE = 12;
/** Covers and avatars past this many pixels are refused from the image header, before decoding (6000 x 4000). */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** Image decodes (covers, avatars) running at once per server process; others wait their turn. */
export const IMAGE_DECODES_AT_ONCE = 2;
/**
 * Per-account sign-in throttle (issue 28, finding 7): after this many wrong passwords for one address
 * within the window, from any networks, sign-in for that address is refused with 429 until the window
 * has moved on, except from a browser that signed in to that account before (a known-device cookie).
 */
export const SIGN_IN_ACCOUNT_FAILURES_MAX = 10;
export const SIGN_IN_ACCOUNT_WINDOW_MS = 15 * 60_000;
/** How long a browser stays a known device of an account after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;
export const signInLockedMessage = (minutes: number) =>
  `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or sign in from a device you have used before.`;
/**
 * Analytics volume (issue 28, finding 8): rows one client network may add per minute and per UTC
 * day (more calls answer `stored: false` and keep nothing), and how long raw rows are kept before a
 * daily job rolls them up into per-day totals (the traffic report reads both).
 */
export const ANALYTICS_ROWS_PER_CLIENT_PER_MINUTE = 30;
export const ANALYTICS_ROWS_PER_CLIENT_PER_DAY = 1_000;
export const ANALYTICS_RAW_RETENTION_DAYS = 30;
export const ANALYTICS_CROSS_SITE_MESSAGE = "Analytics are accepted from this site's own pages only";
/**
 * A parsed model is served in parts of whole pages, each at most this many JSON bytes of pages
 * (a page larger than this is a part alone): the first part renders the first screen, the reader
 * fetches the others as it needs them (docs/security.md, issue 28 finding 5).
 */
export const SCREENPLAY_PART_MAX_BYTES = 512 * 1024;
/** Reads of GET /api/scripts/{id}/screenplay per client network and minute: anonymous, signed in. */
export const SCREENPLAY_READS_PER_MINUTE_ANONYMOUS = 60;
export const SCREENPLAY_READS_PER_MINUTE_SIGNED_IN = 240;
/** An Enterprise plan's custom monthly figures, as an admin enters them (admin Users tab). */
export const ENTERPRISE_COVERAGE_ALLOWANCE_MAX = 1_000;
export const ENTERPRISE_CLOUT_GRANT_MAX = 100_000;
/** The own clout panel's monthly allowance when the account's grant is not known. */
export const MONTHLY_ALLOWANCE_PLACEHOLDER = 100;
/** The demo navigation's clout (a demo or staging server's header for visitors, DEMO_MODE). */
export const DEMO_CLOUT = 100;
/**
 * What reading a PDF may cost, checked at upload by a bounded pre-scan of the file's structure
 * (docs/security.md, issue 28 findings 3 and 12). Content is counted each time a page (or a form it
 * paints) reads it, decoded. The feature-length scripts in the repo draw at most ~800 operators and
 * ~14 KB per page; the attack drew 20,000 operators on each of 1,000 pages from a 157 KB file.
 */
export const PDF_MAX_OPERATORS_PER_PAGE = 10_000;
export const PDF_MAX_OPERATORS = 1_000_000;
export const PDF_MAX_CONTENT_BYTES_PER_PAGE = 512 * 1024;
export const PDF_MAX_CONTENT_BYTES = 32 * 1024 * 1024;
/** Decoded content may be at most this many times the file's size, once past the floor below. */
export const PDF_MAX_CONTENT_INFLATION = 50;
export const PDF_CONTENT_INFLATION_FLOOR_BYTES = 8 * 1024 * 1024;
/** The page-tree walk: nodes visited (pages and their parents), depth, and forms painting forms. */
export const PDF_MAX_PAGE_TREE_NODES = 2 * MAX_SCRIPT_PAGES + 64;
export const PDF_MAX_PAGE_TREE_DEPTH = 32;
export const PDF_MAX_FORM_DEPTH = 8;
export const PDF_TOO_COSTLY_MESSAGE =
  "This PDF draws far more on its pages than a script does, so it would take too long to read. Export it again from your screenwriting app (or print it to PDF) and upload the new file.";
export const PDF_BROKEN_PAGE_TREE_MESSAGE =
  "This PDF's list of pages is broken (pages that loop, or a page count that does not match its pages). Export it again from your screenwriting app and upload the new file.";
/**
 * Parses that ran out of time or memory count against their uploader: past this many in the window,
 * the user's PDF uploads are refused until the oldest leaves the window (persisted, so it holds
 * across restarts and nodes).
 */
export const PARSE_TIMEOUTS_PER_WINDOW = 3;
export const PARSE_TIMEOUT_WINDOW_HOURS = 24;
export const parseTimeoutBudgetMessage = (retryAt: Date) =>
  `Several of your recent files took too long to read, so uploads of new PDFs are paused until ${retryAt.toISOString().slice(0, 16).replace("T", " ")} UTC. Export your script again from your screenwriting app before uploading it.`;

/** Account exports ("your work is yours"): how long a ready ZIP is kept, and its download link's life. */
export const ACCOUNT_EXPORT_TTL_HOURS = 72;

/** Saved searches (issue 35): how many a user keeps, their names, and alerts at most once per interval. */
export const MAX_SAVED_SEARCHES_PER_USER = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const SAVED_SEARCH_ALERT_INTERVAL_HOURS = 24;
/**
 * A script counts as new for a saved search when it was created after the search was saved and at
 * most this many days ago (a script uploaded private and published within the window is still new).
 */
export const SAVED_SEARCH_NEW_WINDOW_DAYS = 7;
/** Reader lists (issue 35): per user, per list, and the name's length. */
export const MAX_READER_LISTS_PER_USER = 50;
export const MAX_SCRIPTS_PER_READER_LIST = 200;
export const READER_LIST_NAME_MAX_LENGTH = 80;
