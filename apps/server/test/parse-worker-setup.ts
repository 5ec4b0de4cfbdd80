import { pathToFileURL } from "node:url";
import { inject } from "vitest";

import { useParseWorkerBundle } from "../src/modules/screenplay/parse-in-worker.ts";

// Parse threads load the parse worker test/global-setup.ts bundled for this run.
const bundle = inject("parseWorkerBundle");
useParseWorkerBundle(bundle ? pathToFileURL(bundle) : undefined);
