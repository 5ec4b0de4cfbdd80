import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { THEME_STORAGE_KEY } from "@twl/contract";

/** Runs the real pre-paint script from public/, exactly as the browser would. */
function runThemeInit() {
  const source = readFileSync(join(import.meta.dirname, "../../public/theme-init.js"), "utf8");
  new Function(source)();
}

const html = () => document.documentElement;

describe("public/theme-init.js", () => {
  it("adds the dark class before paint when the stored theme is dark", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runThemeInit();
    expect(html()).toHaveClass("dark");
  });

  it("stays light when nothing is stored", () => {
    runThemeInit();
    expect(html()).not.toHaveClass("dark");
  });

  it("removes the dark class when the stored theme is light", () => {
    html().classList.add("dark");
    window.localStorage.setItem(THEME_STORAGE_KEY, "light");
    runThemeInit();
    expect(html()).not.toHaveClass("dark");
  });
});
