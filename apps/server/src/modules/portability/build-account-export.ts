/**
 * Builds an account export: a ZIP streamed to a temporary file (yazl; one entry's content in memory
 * at a time, stored files piped through), then stored in the object store. Progress is written to
 * the export row as entries are written.
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ZipFile } from "yazl";

import { writeFdx, writeFountain, type Screenplay } from "@twl/screenplay";

import type { AppContext } from "../../context.ts";
import { findCoverage } from "../coverage/coverage.repo.ts";
import { findParse } from "../screenplay/screenplay.repo.ts";
import { exportInventory, versionStats, type ExportInventory } from "./account-export.repo.ts";
import { flattenToRows, toCsv } from "./csv.ts";
import { coverageFile } from "./export-coverage.ts";
import { exportReadme, planExport, type EntrySource, type PlannedEntry } from "./export-plan.ts";

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

function dataFile(inv: ExportInventory, name: Extract<EntrySource, { kind: "data" }>["name"]): Buffer {
  switch (name) {
    case "account":
      return json(inv.user);
    case "scripts":
      return json(
        inv.scripts.map((s) => ({
          id: s.id,
          title: s.title,
          logline: s.logline,
          genres: s.genreList.map((g) => g.name),
          type: s.screenplayType,
          isPublic: s.isPublic,
          activeVersion: s.activeVersion,
          views: s.views,
          receivedClout: s.receivedClout,
          createdAt: s.createdAt,
          versions: inv.versions
            .filter((v) => v.scriptId === s.id)
            .map(({ id, version, fileType, fileName, sizeBytes, pageCount, createdAt }) => ({
              id,
              version,
              fileType,
              fileName,
              sizeBytes,
              pageCount,
              createdAt,
            })),
        })),
      );
    case "reviews":
      return json(inv.reviews.map((r) => ({ ...r.review, scriptTitle: r.scriptTitle })));
    case "comments":
      return json(inv.comments.map((c) => ({ ...c.comment, scriptTitle: c.scriptTitle })));
    case "clout":
      return Buffer.from(
        toCsv(
          ["date", "type", "amount", "balance", "script_id", "counterparty_id", "message", "id"],
          inv.ledger.map((l) => [
            l.createdAt,
            l.type,
            l.amount,
            l.balance,
            l.scriptId,
            l.counterpartyId,
            l.message,
            l.id,
          ]),
        ),
      );
    case "billing":
      return json({
        account: inv.billing,
        payments: inv.payments.map(({ id, description, amountCents, status, createdAt }) => ({
          id,
          description,
          amountCents,
          status,
          createdAt,
        })),
      });
  }
}

async function entryContent(
  ctx: AppContext,
  inv: ExportInventory,
  source: EntrySource,
): Promise<Readable | Buffer> {
  const db = ctx.database.db;
  switch (source.kind) {
    case "stored": {
      const object = await ctx.store.get(source.key);
      return object
        ? object.body
        : Buffer.from("This file was missing from storage when the export was made.\n");
    }
    case "script-text": {
      const parse = await findParse(db, source.versionId);
      const model = parse?.model as Screenplay | undefined;
      if (!model) return Buffer.from("");
      return Buffer.from(source.format === "fdx" ? writeFdx(model) : writeFountain(model));
    }
    case "stats-json":
      return json(await versionStats(db, source.versionId));
    case "stats-csv":
      return Buffer.from(toCsv(["path", "value"], flattenToRows(await versionStats(db, source.versionId))));
    case "coverage": {
      const row = await findCoverage(db, source.coverageId);
      const title = inv.scripts.find((s) => s.id === row?.coverage.scriptId)?.title ?? "script";
      return row ? (await coverageFile(row, title, source.format)).body : Buffer.from("");
    }
    case "data":
      return dataFile(inv, source.name);
  }
}

export interface BuiltExport {
  filePath: string;
  sizeBytes: number;
  entries: PlannedEntry[];
  cleanup: () => Promise<void>;
}

/** Writes the ZIP for `userId` to a temporary file; `onProgress` gets 0..100 as entries are written. */
export async function buildAccountExport(
  ctx: AppContext,
  userId: string,
  onProgress: (percent: number, step: string) => Promise<void>,
): Promise<BuiltExport> {
  const inv = await exportInventory(ctx.database.db, userId);
  const entries = planExport(inv);
  const dir = await mkdtemp(path.join(tmpdir(), "twl-export-"));
  const filePath = path.join(dir, "export.zip");
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const zip = new ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(filePath));
    const now = new Date();
    zip.addBuffer(Buffer.from(exportReadme(entries, now)), "README.txt", { mtime: now });
    zip.addBuffer(
      json({ createdAt: now, files: entries.map(({ path: p, describes }) => ({ path: p, describes })) }),
      "manifest.json",
      { mtime: now },
    );
    let done = 0;
    let reported = -1;
    for (const entry of entries) {
      zip.addReadStreamLazy(entry.path, { mtime: now }, (cb) => {
        entryContent(ctx, inv, entry.source)
          .then(async (content) => {
            done++;
            const percent = Math.floor((done * 99) / entries.length);
            if (percent >= reported + 5) {
              reported = percent;
              await onProgress(percent, entry.path);
            }
            cb(null, Buffer.isBuffer(content) ? Readable.from([content]) : content);
          })
          .catch((err: Error) => cb(err, undefined as never));
      });
    }
    zip.end();
    await written;
    return { filePath, sizeBytes: (await stat(filePath)).size, entries, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
