import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";

import { renderScreenplayPdf } from "@twl/screenplay";

import { loadDotenv } from "../config/dotenv.ts";
import type { AppContext } from "../context.ts";
import { genres, scripts, users } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { createDummyUser } from "../modules/admin/create-dummy-user.ts";
import { grantMonthlyClout } from "../modules/clout/monthly-grants.ts";
import { renderLocalPosterAsync } from "../modules/posters/local/render-local-poster.ts";
import { uploadScript } from "../modules/scripts/create-script.ts";
import { uploadCover } from "../modules/scripts/upload-cover.ts";
import { openCliContext } from "./open-context.ts";
import { bulkSeedPageTexts } from "./seed/bulk-page-texts.ts";
import { bulkSeed } from "./seed/bulk-seed.ts";
import { posterStyleFor } from "./seed/poster-style.ts";
import { DEMO_PASSWORD, DEMO_USERS, DUMMY_AUTHORS, SEED_SCRIPTS } from "./seed/seed-data.ts";
import { writeScreenplay } from "./seed/write-screenplay.ts";

/**
 * `npm run seed`: demo writers, an admin, dummy authors and 32 scripts with real multi-page
 * screenplay PDFs (written and rendered here) and local posters as covers, through the same code paths as uploads.
 * Safe to run twice: it stops if the demo accounts already exist.
 */
async function seed(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_USERS[0]!.email));
  if (existing) {
    console.log("Demo data is already present; nothing to do.");
    return;
  }
  const ids = new Map<string, { id: string; name: string }>();
  for (const u of DEMO_USERS) {
    const { user } = await ctx.auth.api.signUpEmail({
      body: { name: u.name, email: u.email, password: DEMO_PASSWORD },
    });
    await db
      .update(users)
      .set({ role: u.role, bio: u.bio, emailVerified: true })
      .where(eq(users.id, user.id));
    // Demo addresses count as verified, so the month's clout grant (held back until then) applies now.
    await grantMonthlyClout(db, new Date(), user.id);
    ids.set(u.key, { id: user.id, name: u.name });
  }
  for (const d of DUMMY_AUTHORS) {
    const user = await createDummyUser(db, { name: d.name, bio: d.bio });
    ids.set(d.key, { id: user.id, name: d.name });
  }

  const started = Date.now();
  let pages = 0;
  // Every demo script gets a local poster (the renderer a writer without keys uses), drawn on the thread pool meanwhile.
  const genreNames = new Map(
    (await db.select({ slug: genres.slug, name: genres.name }).from(genres)).map((g) => [g.slug, g.name]),
  );
  const posters = SEED_SCRIPTS.map((spec, i) =>
    renderLocalPosterAsync({
      title: spec.title,
      genres: spec.genres.map((slug) => genreNames.get(slug) ?? slug),
      logline: spec.logline,
      styles: [posterStyleFor(spec.genres, i)],
      authorName: ids.get(spec.author)!.name,
    }),
  );
  for (const [i, spec] of SEED_SCRIPTS.entries()) {
    const author = ids.get(spec.author)!;
    const pdf = Buffer.from(
      await renderScreenplayPdf(
        writeScreenplay(spec, author.name),
        i % 3 === 2 ? "a4-plex" : "letter-courier",
      ),
    );
    const scriptId = await retryWhenBusy(() =>
      uploadScript(ctx, {
        userId: author.id,
        title: spec.title,
        logline: spec.logline,
        genreSlugs: spec.genres,
        isPublic: spec.isPublic,
        file: { buffer: pdf, fileName: `${spec.title}.pdf` },
      }),
    );
    await uploadCover(ctx, { scriptId, uploadedBy: author.id, image: await posters[i]! });
    // Demo engagement: some scripts are 'Popular' (over 100 views), spread over the last few months.
    const views = spec.isPublic ? Math.round(((i * 37) % 260) + (i % 4 === 0 ? 120 : 5)) : 0;
    const createdAt = new Date(Date.now() - ((i * 5) % 120) * 24 * 3600 * 1000 - i * 3600 * 1000);
    await db.update(scripts).set({ views, createdAt, updatedAt: createdAt }).where(eq(scripts.id, scriptId));
    const [row] = await db
      .select({ pageCount: scripts.pageCount })
      .from(scripts)
      .where(eq(scripts.id, scriptId));
    pages += row?.pageCount ?? 0;
    process.stdout.write(`\r  ${i + 1}/${SEED_SCRIPTS.length} scripts`);
  }
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(scripts);
  console.log(
    `\nSeeded ${DEMO_USERS.length} accounts, ${DUMMY_AUTHORS.length} dummy authors and ${SEED_SCRIPTS.length} scripts (${pages} pages, ${n} scripts in total) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    `Sign in as ${DEMO_USERS[0]!.email} (admin) or ${DEMO_USERS[1]!.email}, password "${DEMO_PASSWORD}".`,
  );
}

/**
 * On a busy machine an upload can answer "try again" (UNAVAILABLE: reading the file ran out of time);
 * the upload is one transaction, so the seed tries again, a few times, as a writer would.
 */
async function retryWhenBusy<T>(upload: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await upload();
    } catch (err) {
      if (attempt >= attempts || !(err instanceof AppError && err.code === "UNAVAILABLE")) throw err;
      process.stdout.write(` (busy, trying again)`);
    }
  }
}

loadDotenv();
const { values } = parseArgs({ options: { scripts: { type: "string" } } });
const ctx = await openCliContext();
try {
  if (values.scripts) {
    const count = Number(values.scripts);
    if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
      throw new Error("--scripts takes a whole number from 1 to 1000000");
    const started = Date.now();
    await bulkSeed(ctx.database.db, count);
    // A first version with a few pages of text each, for the full-text search (issue 35).
    await bulkSeedPageTexts(ctx.database.db);
    // Refresh planner statistics and the visibility map now rather than waiting for autovacuum, so
    // counts and index-only scans behave at once as they will on a settled database.
    await ctx.database.db.execute(sql`vacuum analyze`);
    console.log(
      `Inserted ${count} scripts in ${((Date.now() - started) / 1000).toFixed(1)} s (${ctx.database.kind}).`,
    );
  } else {
    await seed(ctx);
  }
} finally {
  await ctx.database.close();
}
