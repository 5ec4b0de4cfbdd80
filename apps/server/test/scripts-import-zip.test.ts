import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import yazl from "yazl";

import { importZipResponseSchema, MAX_IMPORT_ZIP_ENTRIES, MAX_SCRIPT_FILE_BYTES } from "@twl/contract";

import { scripts } from "../src/db/schema.ts";
import { bearer, signUp } from "./auth-helpers.ts";
import { makePdf, multipart } from "./fixtures.ts";
import { createTestApp } from "./helper.ts";

const FOUNTAIN = "Title: Harbor\n\nINT. HARBOR - NIGHT\n\nWaves.\n\nMARA\nI can see the whole harbor.\n";
const FDX = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<FinalDraft DocumentType="Script" Template="No" Version="5"><Content>
<Paragraph Type="Scene Heading"><Text>INT. OFFICE - DAY</Text></Paragraph>
<Paragraph Type="Action"><Text>Paper everywhere.</Text></Paragraph>
<Paragraph Type="Character"><Text>JON</Text></Paragraph>
<Paragraph Type="Dialogue"><Text>Not for me.</Text></Paragraph>
</Content></FinalDraft>
`;

function zipOf(entries: [string, Buffer | string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) {
    if (name.endsWith("/")) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (c: Buffer) => chunks.push(c));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

describe("import a ZIP of scripts", async () => {
  const { app, ctx } = await createTestApp({
    RATE_LIMIT_MAX: "1000",
    UPLOAD_RATE_PER_USER_PER_MINUTE: "1000",
  });
  const owner = await signUp(app);
  const ownerScripts = () => ctx.database.db.select().from(scripts).where(eq(scripts.userId, owner.userId));

  function post(data: Buffer, token: string | null = owner.token, name = "drafts.zip") {
    const form = multipart({}, { name, type: "application/zip", data });
    return app.inject({
      method: "POST",
      url: "/api/protected/scripts/import",
      headers: { ...(token ? bearer(token) : {}), ...form.headers },
      payload: form.payload,
    });
  }

  it("creates one private draft per script file and one error line per bad file", async () => {
    const zip = await zipOf([
      ["folder/", ""],
      ["folder/Harbor.fountain", FOUNTAIN],
      ["zz/zz/etc/Office Draft.fdx", FDX],
      ["deep/Pages.pdf", await makePdf(3)],
      ["Notes.pdf", "just some text, not a PDF"],
      ["__MACOSX/folder/._Harbor.fountain", "resource fork"],
      [".hidden.fountain", FOUNTAIN],
      ["readme.txt", "ignored"],
    ]);
    // yazl refuses "../" names, so the path trick is written into the archive bytes afterwards.
    const res = await post(Buffer.from(zip.toString("latin1").replaceAll("zz/zz/", "../../"), "latin1"));
    expect(res.statusCode).toBe(200);
    const { results } = importZipResponseSchema.parse(res.json());
    expect(results, JSON.stringify(results)).toHaveLength(4);
    expect(
      results.map((r) => [r.file, r.ok]),
      JSON.stringify(results),
    ).toEqual([
      ["Harbor.fountain", true],
      ["Office Draft.fdx", true],
      ["Pages.pdf", true],
      ["Notes.pdf", false],
    ]);
    expect(results[3]!.error).toBeTruthy();
    const rows = await ownerScripts();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => !r.isPublic)).toBe(true);
    expect(rows.map((r) => r.title).sort()).toEqual(["Harbor", "Office Draft", "Pages"]);
    expect(rows.map((r) => r.id).sort()).toEqual(results.flatMap((r) => r.scriptId ?? []).sort());
    expect(rows.find((r) => r.title === "Pages")).toMatchObject({ pageCount: 3, genre: "Drama" });
    const detail = await app.inject({
      url: `/api/scripts/${results[0]!.scriptId}`,
      headers: bearer(owner.token),
    });
    expect(detail.json().script).toMatchObject({ fileType: "fountain", hasFile: true });
  });

  it("answers 400 for a file that is not a ZIP", async () => {
    const res = await post(Buffer.from("plain text"), owner.token, "drafts.txt");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/not a ZIP/) });
  });

  it("refuses entries past the count limit and oversize entries, creating nothing for them", async () => {
    const before = (await ownerScripts()).length;
    // Other kinds of file are ignored and do not count; script files past the limit are refused.
    const notes: [string, string][] = Array.from({ length: 60 }, (_, i) => [`notes-${i}.txt`, "ignored"]);
    const fillers: [string, string][] = Array.from({ length: MAX_IMPORT_ZIP_ENTRIES }, (_, i) => [
      `draft-${i}.fountain`,
      "",
    ]);
    const res = await post(await zipOf([...notes, ...fillers, ["Extra.fountain", FOUNTAIN]]));
    const results = importZipResponseSchema.parse(res.json()).results;
    expect(results).toHaveLength(MAX_IMPORT_ZIP_ENTRIES + 1);
    expect(results.at(-1)).toEqual({
      file: "Extra.fountain",
      ok: false,
      error: expect.stringMatching(/Too many files/),
    });
    expect(results.slice(0, -1).every((r) => !/Too many files/.test(r.error ?? ""))).toBe(true);

    const big = Buffer.alloc(MAX_SCRIPT_FILE_BYTES + 1, 0x41);
    const res2 = await post(await zipOf([["Huge.fountain", big]]));
    expect(importZipResponseSchema.parse(res2.json()).results).toEqual([
      { file: "Huge.fountain", ok: false, error: expect.stringMatching(/too large/) },
    ]);
    expect(await ownerScripts()).toHaveLength(before);
  });

  it("stops reading an entry at the size limit when the central directory under-declares it", async () => {
    const before = (await ownerScripts()).length;
    const zip = await zipOf([["Liar.fountain", Buffer.alloc(MAX_SCRIPT_FILE_BYTES + 1, 0x41)]]);
    // Patch the central directory record's uncompressed size (offset 24) to claim 100 bytes.
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt32LE(100, central + 24);
    const res = await post(zip);
    const { results } = importZipResponseSchema.parse(res.json());
    expect(results).toMatchObject([{ file: "Liar.fountain", ok: false }]);
    expect(results[0]!.error).toBeTruthy();
    expect(await ownerScripts()).toHaveLength(before);
  });

  it("needs a session", async () => {
    const res = await post(await zipOf([["A.fountain", FOUNTAIN]]), null);
    expect(res.statusCode).toBe(401);
  });
});
