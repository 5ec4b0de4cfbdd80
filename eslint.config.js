import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { importZones } from "./scripts/boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/drizzle/**",
      "packages/screenplay/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/config/**"],
    rules: {
      // Config is parsed once in config/env.ts; nothing else reads the environment.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read config from ctx.config (config/env.ts)." },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Accessibility (issue 37 #6): jsx-a11y's recommended rules, every one an error (e2e/a11y.spec.ts runs axe too).
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region (the readers) must be focusable so keyboard users can scroll it (axe's
      // scrollable-region-focusable, WCAG 2.1.1); allow tabIndex on role="region" as on tab panels.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  // Size (issue 37 #3): no source file over 400 lines, no function over 120 (blank lines and comments
  // not counted). Tests are not held to it.
  {
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: 400 }],
      "max-lines-per-function": [
        "error",
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  // Features don't import features; server modules import only modules below them (docs/ARCHITECTURE.md).
  // scripts/check-boundaries.mjs checks the same on the resolved import graph.
  ...importZones(),
);
