/** Business constants from the specification (01 §9, 02 §9). One place, never magic numbers. */
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
/** Sign-in timings (01 §9): the OAuth callback gives up after 10 s; failures redirect after 3 s. */
export const AUTH_CALLBACK_TIMEOUT_MS = 10_000;
export const AUTH_FAILURE_REDIRECT_MS = 3_000;
