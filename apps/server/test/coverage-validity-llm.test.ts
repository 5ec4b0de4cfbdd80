import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { evaluateScript } from "../eval/coverage/evaluate.ts";
import { FAMILIES } from "../eval/coverage/families.ts";
import { loadSources } from "../eval/coverage/sources.ts";
import { projectRoot } from "../src/lib/paths.ts";
import { createLlmEngine } from "../src/modules/coverage/engines/llm/llm-engine.ts";
import { FakeOpenAI } from "./fakes/fake-openai.ts";

/** `eval:coverage --engine llm`: the same harness drives the LLM engine (here a fake server). */
describe("validity harness with the LLM engine (fake OpenAI-compatible server)", () => {
  const fake = new FakeOpenAI();
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it("runs drafts through the LLM engine, whose prompt carries the measured evidence", async () => {
    const engine = createLlmEngine({
      baseUrl: fake.baseUrl,
      model: "fake-coverage-1",
      apiKey: "sk-test",
      timeoutMs: 20_000,
      maxRetries: 0,
      contextChars: 400_000,
    });
    const short = loadSources(projectRoot(), ["repo"]).sources.find((s) => s.name === "short.fountain")!;
    const families = [{ ...FAMILIES[0]!, variants: FAMILIES[0]!.variants.slice(0, 1) }];
    const result = await evaluateScript(short, engine, { families, invariances: ["title-page"] });
    expect(result.drafts).toHaveLength(1);
    expect(result.invariances).toHaveLength(1);
    expect(fake.requests.length).toBeGreaterThanOrEqual(4);
    const prompt = fake.requests[0]!.prompt;
    expect(prompt).toContain("## Measured evidence");
    expect(prompt).toMatch(/### dialogue: measured \d+(\.\d)?\/10/);
    expect(prompt).toContain("Repeated and stock lines");
  }, 60_000);
});
