/*
 * Runs before first paint so a dark-mode visitor never sees a light flash. The build writes it
 * into index.html's <head> (inlineThemeScript in vite-plugins.ts; this comment is left out) and the
 * server's Content-Security-Policy allows it by its hash. The key and values mirror
 * THEME_STORAGE_KEY / DEFAULT_THEME in @twl/contract; src/lib/theme-init.test.ts runs this file to
 * keep them in step.
 */
(function () {
  try {
    if (window.localStorage.getItem("theme") === "dark") {
      document.documentElement.classList.add("dark");
    } else {
      document.documentElement.classList.remove("dark");
    }
  } catch {
    /* Storage unavailable (privacy mode): stay on the default light theme. */
  }
})();
