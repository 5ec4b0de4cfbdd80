// Checks that every installed package (as package-lock.json records it) runs on every Node version the
// project's `engines.node` range admits. A dependency that demands a newer Node than we promise fails
// `npm run validate`, unless it is listed below with the reason and the exact version that was checked.
// See docs/decisions/011-node-engines.md.
import { readFileSync } from "node:fs";
import semver from "semver";

/** Packages known to declare a newer Node than ours, each checked by hand on our minimum. */
const KNOWN_EXCEPTIONS = {
  // Every pg-boss from 11.0 declares Node >=22.12, which leaves out only our 20.x line; 10.x lacks the
  // PGlite backend and job groups we use. 12.35.0 uses nothing Node 20.19 lacks (Symbol.asyncDispose,
  // AbortSignal.any are present) and the job queue and coverage suites run it on Node 20 in CI.
  "pg-boss": "12.35.0",
};

const root = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const ours = root.engines?.node;
if (!ours || !semver.validRange(ours)) {
  console.error(`package.json engines.node is missing or not a range: ${ours}`);
  process.exit(1);
}

const problems = [];
const excused = [];
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  const theirs = entry.engines?.node;
  if (!path || !theirs || entry.link) continue;
  // Prebuilt binaries for one platform (sharp's win32-ia32, rolldown's android builds...) are optional
  // and only installed where they match; their ranges say nothing about our servers.
  if (entry.optional && (entry.os || entry.cpu)) continue;
  const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  if (!semver.validRange(theirs)) continue; // a few old packages write prose here; npm ignores it too
  if (semver.subset(ours, theirs, { includePrerelease: false })) continue;
  if (KNOWN_EXCEPTIONS[name] === entry.version) excused.push(`${name}@${entry.version} (${theirs})`);
  else problems.push(`${name}@${entry.version} needs node ${theirs}, but package.json promises ${ours}`);
}

if (problems.length) {
  console.error(`Dependencies that do not run on every Node the project promises (${ours}):`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error("Pin a version that agrees, override the transitive one, or raise engines.node.");
  process.exit(1);
}
console.log(
  `engines: every dependency agrees with node ${ours}` +
    (excused.length ? `; checked exception: ${excused.join(", ")}` : ""),
);
