import { readFileSync } from "node:fs";
import path from "node:path";

import { serverRoot } from "./paths.ts";

/** The server package version, read once. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(path.join(serverRoot(), "package.json"), "utf8")) as { version: string }
).version;
