/**
 * What an account export holds: one entry per file, planned from the inventory before any file is
 * read, so the README and manifest list exactly what follows them in the ZIP.
 */
import type { ExportInventory } from "./account-export.repo.ts";

export type EntrySource =
  | { kind: "stored"; key: string }
  | { kind: "script-text"; versionId: string; scriptId: string; format: "fountain" | "fdx" }
  | { kind: "stats-json" | "stats-csv"; versionId: string }
  | { kind: "coverage"; coverageId: string; format: "pdf" | "json" }
  | { kind: "data"; name: "account" | "scripts" | "reviews" | "comments" | "clout" | "billing" };

export interface PlannedEntry {
  path: string;
  describes: string;
  source: EntrySource;
}

function slug(title: string, id: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return `${base || "script"}-${id.slice(0, 8)}`;
}

const extOf = (key: string) => /\.([a-z0-9]+)$/i.exec(key)?.[1] ?? "bin";

export function planExport(inv: ExportInventory): PlannedEntry[] {
  const entries: PlannedEntry[] = [
    {
      path: "account.json",
      describes: "Your profile and balances",
      source: { kind: "data", name: "account" },
    },
    {
      path: "scripts.json",
      describes: "Every script with its details and versions",
      source: { kind: "data", name: "scripts" },
    },
    { path: "reviews.json", describes: "Reviews you wrote", source: { kind: "data", name: "reviews" } },
    { path: "comments.json", describes: "Comments you wrote", source: { kind: "data", name: "comments" } },
    {
      path: "clout-ledger.csv",
      describes: "Every clout ledger row of your account",
      source: { kind: "data", name: "clout" },
    },
    {
      path: "billing.json",
      describes: "Billing account and payment records",
      source: { kind: "data", name: "billing" },
    },
  ];
  for (const s of inv.scripts) {
    const dir = `scripts/${slug(s.title, s.id)}`;
    for (const v of inv.versions.filter((x) => x.scriptId === s.id)) {
      const vdir = `${dir}/v${v.version}`;
      entries.push({
        path: `${vdir}/original.${v.fileType}`,
        describes: `Version ${v.version} of "${s.title}" exactly as uploaded`,
        source: { kind: "stored", key: v.s3Key },
      });
      if (v.parseStatus !== "done") continue;
      for (const format of ["fountain", "fdx"] as const)
        entries.push({
          path: `${vdir}/script.${format}`,
          describes: `Version ${v.version} as ${format === "fdx" ? "Final Draft (FDX)" : "Fountain"}, written from our reading of the file`,
          source: { kind: "script-text", versionId: v.id, scriptId: s.id, format },
        });
      entries.push(
        {
          path: `${vdir}/statistics.json`,
          describes: `Statistics of version ${v.version}`,
          source: { kind: "stats-json", versionId: v.id },
        },
        {
          path: `${vdir}/statistics.csv`,
          describes: `The same statistics as path,value rows`,
          source: { kind: "stats-csv", versionId: v.id },
        },
      );
    }
    for (const c of inv.covers.filter((x) => x.scriptId === s.id))
      entries.push({
        path: `${dir}/covers/cover-v${c.version}.${extOf(c.detailKey)}`,
        describes: `Cover ${c.version} of "${s.title}"`,
        source: { kind: "stored", key: c.detailKey },
      });
    for (const c of inv.coverages.filter((x) => x.scriptId === s.id)) {
      const name = `${dir}/coverage/${c.createdAt.toISOString().slice(0, 10)}-${c.id.slice(0, 8)}`;
      entries.push(
        {
          path: `${name}.pdf`,
          describes: `Coverage report (PDF)`,
          source: { kind: "coverage", coverageId: c.id, format: "pdf" },
        },
        {
          path: `${name}.json`,
          describes: `Coverage report (JSON)`,
          source: { kind: "coverage", coverageId: c.id, format: "json" },
        },
      );
    }
  }
  return entries;
}

/** The README inside the ZIP: what each kind of file is, and the full list. */
export function exportReadme(entries: PlannedEntry[], createdAt: Date): string {
  return [
    "THE WHITE LIST: YOUR ACCOUNT EXPORT",
    `Made ${createdAt.toISOString()}.`,
    "",
    "Everything you made or wrote here. Nothing in it is locked to this site:",
    "",
    "  account.json           your profile (name, email, bio, plan) and clout balances",
    "  scripts.json           every script: title, logline, genres, public or private, versions",
    "  scripts/<title>/v<N>/original.<pdf|fdx|fountain>",
    "                         each version's file exactly as you uploaded it",
    "  scripts/<title>/v<N>/script.fountain, script.fdx",
    "                         the same version as Fountain (plain text, fountain.io) and Final",
    "                         Draft (FDX), written from our reading of the file; check the",
    "                         original if a page looks different (only versions we could read)",
    "  scripts/<title>/v<N>/statistics.json, statistics.csv",
    "                         page count, scenes, characters, dialogue share, tempo, readability",
    "  scripts/<title>/covers/ every cover image you uploaded or generated",
    "  scripts/<title>/coverage/<date>-<id>.pdf, .json",
    "                         every coverage report on the script, readable and as data",
    "  reviews.json, comments.json",
    "                         the reviews and comments you wrote on any script",
    "  clout-ledger.csv       every change of your clout balances (type, amount, balance, date)",
    "  billing.json           your plan, payment method summary (brand, last 4) and payments",
    "  manifest.json          the list below, as data",
    "",
    "FILES",
    ...entries.map((e) => `  ${e.path}\n      ${e.describes}`),
    "",
  ].join("\n");
}
