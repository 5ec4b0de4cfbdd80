/*
 * Runs before first paint (loaded synchronously from <head>) so a dark-mode visitor never sees a
 * light flash. Kept as an external file because the server's Content-Security-Policy forbids
 * inline scripts. The key and values mirror THEME_STORAGE_KEY / DEFAULT_THEME in @twl/contract;
 * src/lib/theme-init.test.ts runs this file to keep them in step.
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
