// Development/test entry of the parse worker: registers tsx in this thread, then runs the TypeScript worker.
// (The production bundle runs dist/parse-worker.js directly.)
import { register } from "tsx/esm/api";

register();
await import("./parse-worker.ts");
