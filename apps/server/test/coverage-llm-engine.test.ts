import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { coverageDraftSchema, finalizeAnalysis } from "@twl/contract";
import { analyzeScreenplay, parseFountain } from "@twl/screenplay";

import { projectRoot } from "../src/lib/paths.ts";
import { LlmCoverageError } from "../src/modules/coverage/engines/llm/errors.ts";
import { createLlmEngine, type LlmCoverageSettings } from "../src/modules/coverage/engines/llm/llm-engine.ts";
import {
  chunkScreenplayText,
  renderScreenplayText,
} from "../src/modules/coverage/engines/llm/screenplay-text.ts";
import type { CoverageInput } from "../src/modules/coverage/engines/types.ts";
import { FakeOpenAI } from "./fakes/fake-openai.ts";

const source = readFileSync(path.join(projectRoot(), "packages/screenplay/corpus/feature.fountain"), "utf8");
const model = parseFountain(source);
const stats = analyzeScreenplay(model);
const input: CoverageInput = {
  title: "The Bell of Gullhaven",
  logline: "A salvage diver raises a ship's bell and her family's secrets with it.",
  genres: ["drama", "thriller"],
  screenplayType: "movie",
  model,
  stats,
};
const lastPage = model.pages[model.pages.length - 1]!;
/** A line of action or dialogue printed on the script's last page. */
const lastPageLine = lastPage.lines.filter((l) => l.kind === "dialogue" || l.kind === "action").at(-1)!.text;

describe("LLM coverage engine (AI SDK against a fake OpenAI-compatible server)", () => {
  const fake = new FakeOpenAI();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  const settings = (overrides: Partial<LlmCoverageSettings> = {}): LlmCoverageSettings => ({
    baseUrl: fake.baseUrl,
    model: "fake-coverage-1",
    apiKey: "sk-test",
    timeoutMs: 20_000,
    maxRetries: 0,
    contextChars: 400_000,
    ...overrides,
  });
  const analyze = (overrides: Partial<LlmCoverageSettings> = {}, signal = new AbortController().signal) =>
    createLlmEngine(settings(overrides)).analyze(input, signal);
  async function failure(promise: Promise<unknown>): Promise<LlmCoverageError> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LlmCoverageError);
    return error as LlmCoverageError;
  }

  it("asks OpenAI not to store the request (no-retention), and leaves a self-hosted server's request as is", async () => {
    // No baseUrl: the OpenAI provider itself; its calls are sent to the fake instead of api.openai.com.
    const toFake: typeof fetch = (url, init) =>
      fetch(String(url).replace("https://api.openai.com/v1", fake.baseUrl), init);
    const engine = createLlmEngine(settings({ baseUrl: undefined }), { fetch: toFake });
    await engine.analyze(input, new AbortController().signal);
    expect(fake.requests.at(-1)!.body.store).toBe(false);
    fake.reset();
    await analyze();
    expect(fake.requests.at(-1)!.body.store).toBeUndefined();
  });

  it("describes itself as the llm engine with the model's name", () => {
    const engine = createLlmEngine(settings());
    expect(engine.kind).toBe("llm");
    expect(engine.model).toBe("fake-coverage-1");
    expect(engine.providerName).toBe("AI coverage · fake-coverage-1");
  });

  it("returns a draft that passes the contract, from one structured call carrying the statistics and the page-marked text", async () => {
    const draft = await analyze();
    expect(coverageDraftSchema.parse(draft)).toEqual(draft);
    expect(finalizeAnalysis(draft).overallScore).toBeGreaterThan(0);
    // The report sections are measured from the parse, not asked of the model.
    expect(draft.report?.synopsis.map((p) => p.label)).toEqual(["Beginning", "Middle", "End"]);
    expect(finalizeAnalysis(draft).report?.recommendation.verdict).toMatch(/^(Pass|Consider|Recommend)$/);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test");
    expect(request!.body.model).toBe("fake-coverage-1");
    expect(request!.structured).toBe(true);
    expect(request!.body.response_format?.json_schema?.name).toBe("coverage_report");
    const prompt = request!.prompt;
    expect(prompt).toContain("The Bell of Gullhaven");
    expect(prompt).toContain(input.logline!);
    expect(prompt).toContain("drama, thriller");
    expect(prompt).toContain(`Pages: ${stats.pages}`);
    expect(prompt).toContain(`Scenes: ${stats.scenes.count}`);
    expect(prompt).toContain(`${Math.round(stats.dialogue.dialogueShare * 100)}% dialogue`);
    const lead = stats.characters[0]!;
    expect(prompt).toContain(`${lead.name}: first appears p. ${lead.firstPage}`);
    expect(prompt).toMatch(/Monologues/);
    expect(prompt).toMatch(/Locations: \d+ distinct/);
    expect(prompt).toMatch(/INT\/EXT: INT \d+ scenes/);
    expect(prompt).toMatch(/Day\/night: /);
    expect(prompt).toMatch(/Tempo .*average/);
    expect(prompt).toContain("[p. 1]");
    expect(prompt).toContain(`[p. ${lastPage.number}]`);
    expect(prompt).toContain(lastPageLine);
    expect(prompt).toMatch(/\(p\. 12\)/);
    // The model scores categories only: the overall score and grade are derived by finalizeAnalysis.
    expect(JSON.stringify(request!.body.response_format)).not.toMatch(/overallScore|overallGrade/);
  });

  it("rejects malformed JSON as an invalid report", async () => {
    fake.reset("malformed");
    const error = await failure(analyze());
    expect(error.code).toBe("invalid_report");
    expect(error.publicMessage).toBe("The AI provider returned an invalid report");
  });

  it("rejects JSON of the wrong shape as an invalid report", async () => {
    fake.reset("schemaMismatch");
    const error = await failure(analyze());
    expect(error.code).toBe("invalid_report");
    expect(error.publicMessage).toBe("The AI provider returned an invalid report");
  });

  it("rejects an HTTP 500 naming the status, after the configured retries", async () => {
    fake.reset("status500");
    const error = await failure(analyze({ maxRetries: 1 }));
    expect(error.code).toBe("http");
    expect(error.statusCode).toBe(500);
    expect(error.publicMessage).toBe("The AI provider failed (HTTP 500)");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up on a provider that never answers after timeoutMs", async () => {
    fake.reset("hang");
    const error = await failure(analyze({ timeoutMs: 1_500 }));
    expect(error.code).toBe("timeout");
    expect(error.publicMessage).toBe("The AI provider did not answer in time");
  });

  it("stops when the job is cancelled", async () => {
    fake.reset("hang");
    const job = new AbortController();
    setTimeout(() => job.abort(), 300);
    const error = await failure(analyze({}, job.signal));
    expect(error.code).toBe("cancelled");
  });

  it("rejects a report whose feedback cites no pages", async () => {
    fake.reset("noCitations");
    const error = await failure(analyze());
    expect(error.code).toBe("missing_citations");
    expect(error.publicMessage).toBe("The AI provider returned a report without page references");
    expect(error.message).toMatch(/structure/);
  });

  it("analyses a long script in parts (map) and combines the notes (reduce), dropping nothing", async () => {
    const contextChars = 10_000;
    const draft = await analyze({ contextChars });
    expect(coverageDraftSchema.safeParse(draft).success).toBe(true);

    const rendered = renderScreenplayText(model);
    const parts = chunkScreenplayText(rendered, contextChars);
    expect(parts.length).toBeGreaterThan(3);
    const maps = fake.requests.filter((r) => !r.structured);
    const reduces = fake.requests.filter((r) => r.structured);
    expect(maps).toHaveLength(parts.length);
    expect(reduces).toHaveLength(1);
    expect(fake.requests.at(-1)!.structured).toBe(true);

    // Every page marker of the script went out in exactly one map request, and the last page's text with them.
    const sent = maps.map((r) => r.prompt).join("\n");
    for (const page of model.pages)
      expect(sent.split(`[p. ${page.number}]\n`).length - 1, `page ${page.number}`).toBe(1);
    expect(maps.some((r) => r.prompt.includes(lastPageLine))).toBe(true);
    for (const r of maps) expect(r.prompt.length).toBeLessThan(contextChars + 2_000);

    // The reduce call carries the statistics and every part's notes.
    const reduce = reduces[0]!.prompt;
    expect(reduce).toContain(`Pages: ${stats.pages}`);
    expect(reduce).toContain(
      `### Part ${parts.length} of ${parts.length} (pp. ${parts.at(-1)!.firstPage}-${lastPage.number})`,
    );
  });

  it("splits on scene or page boundaries and keeps the whole text", () => {
    const rendered = renderScreenplayText(model);
    const parts = chunkScreenplayText(rendered, 10_000);
    const strip = (text: string) => text.replace(/^\[p\. \d+, continued\]\n/, "");
    expect(parts.map((p) => strip(p.text)).join("\n")).toBe(rendered.text);
    for (const part of parts) {
      expect(part.text.length).toBeLessThanOrEqual(10_000);
      expect(part.text).toMatch(/^\[p\. \d+(, continued)?\]/);
    }
    for (let i = 1; i < parts.length; i++)
      expect(parts[i]!.firstPage).toBeGreaterThanOrEqual(parts[i - 1]!.lastPage);
  });
});
