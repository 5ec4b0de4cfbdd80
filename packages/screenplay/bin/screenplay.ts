#!/usr/bin/env -S npx tsx
/** Entry point: `npm run screenplay -- parse <file> [--json]` (see src/cli/run.ts). */
import { runCli } from "../src/cli/run.ts";

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  // `npm run` changes into the package directory; INIT_CWD is where the user typed the command.
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
