/** Business constants from the specification. One place, never magic numbers. */
export const HEALTH_POLL_INTERVAL_MS = 30_000;
export const MAX_GENRES_PER_SCRIPT = 3;
export const MAX_SCRIPT_FILE_BYTES = 10 * 1024 * 1024;
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
