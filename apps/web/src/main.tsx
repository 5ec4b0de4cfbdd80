import "./fonts.css";
import "./index.css";

import { prefetchOnIntent } from "./app/lazy-page.tsx";
import { routes } from "./app/router.tsx";
import { startApp } from "./app/start-app.tsx";
import { applyTheme, readStoredTheme } from "./lib/theme.ts";

// public/theme-init.js already did this before paint; repeat it in case that file was blocked.
applyTheme(readStoredTheme());

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element in index.html");

prefetchOnIntent(routes);

void startApp(root);
