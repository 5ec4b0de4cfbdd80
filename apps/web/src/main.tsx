import "./fonts.css";
import "./index.css";

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";

import { prefetchOnIntent } from "./app/lazy-page.tsx";
import { Providers } from "./app/providers.tsx";
import { createAppRouter, routes } from "./app/router.tsx";
import { applyTheme, readStoredTheme } from "./lib/theme.ts";

// public/theme-init.js already did this before paint; repeat it in case that file was blocked.
applyTheme(readStoredTheme());

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element in index.html");

prefetchOnIntent(routes);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
