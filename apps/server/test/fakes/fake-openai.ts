import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * How the fake answers a chat completion:
 * - good: a valid JSON report citing pages (structured calls) or page-cited notes (plain calls);
 * - malformed: content that is not JSON;
 * - schemaMismatch: JSON of the wrong shape (a score out of range, fields missing);
 * - status500: an HTTP 500 with an OpenAI-style error body;
 * - hang: never answers (the connection stays open until the client gives up or the fake stops);
 * - noCitations: a valid report whose feedback cites no page.
 */
export type FakeOpenAIBehaviour =
  "good" | "malformed" | "schemaMismatch" | "status500" | "hang" | "noCitations";

export interface RecordedChatRequest {
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body (model, messages, response_format, ...). */
  body: ChatBody;
  /** Every message's text, joined: what the prompt said. */
  prompt: string;
  /** The request asked for JSON-schema structured output. */
  structured: boolean;
}

interface ChatBody {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  [key: string]: unknown;
}

/**
 * A minimal OpenAI-compatible server on 127.0.0.1: POST /v1/chat/completions (non-streaming),
 * answering as `behaviour` says and recording every request.
 */
export class FakeOpenAI {
  behaviour: FakeOpenAIBehaviour | ((request: RecordedChatRequest) => FakeOpenAIBehaviour) = "good";
  readonly requests: RecordedChatRequest[] = [];
  endpoint = "";
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  /** The base URL to configure (COVERAGE_LLM_BASE_URL), with /v1. */
  get baseUrl(): string {
    return `${this.endpoint}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.endpoint = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Forgets recorded requests and goes back to `good`. */
  reset(behaviour: FakeOpenAIBehaviour = "good"): void {
    this.requests.length = 0;
    this.behaviour = behaviour;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.endpoint);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      return send(res, 404, {
        error: { message: `No route ${req.method} ${url.pathname}`, type: "invalid_request_error" },
      });
    }
    let body: ChatBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatBody;
    } catch {
      return send(res, 400, { error: { message: "Invalid JSON body", type: "invalid_request_error" } });
    }
    const recorded: RecordedChatRequest = {
      path: url.pathname,
      authorization: req.headers.authorization,
      body,
      prompt: (body.messages ?? []).map((m) => messageText(m.content)).join("\n\n"),
      structured: body.response_format?.type === "json_schema",
    };
    this.requests.push(recorded);
    if (body.stream)
      return send(res, 400, {
        error: { message: "The fake does not stream", type: "invalid_request_error" },
      });

    const behaviour = typeof this.behaviour === "function" ? this.behaviour(recorded) : this.behaviour;
    const model = body.model ?? "fake-model";
    switch (behaviour) {
      case "hang":
        return; // never answers
      case "status500":
        return send(res, 500, {
          error: { message: "The server had an error while processing your request.", type: "server_error" },
        });
      case "malformed":
        return send(
          res,
          200,
          completion(
            model,
            recorded.structured ? '{"summary": "A strong draft", "fullAnalysis": {"plot": "cut off' : "notes",
          ),
        );
      case "schemaMismatch":
        return send(
          res,
          200,
          completion(
            model,
            JSON.stringify({
              summary: "A draft",
              detailedFeedback: { structure: { feedback: "Fine (p. 1).", score: 42 } },
            }),
          ),
        );
      case "noCitations":
        return send(
          res,
          200,
          completion(
            model,
            recorded.structured ? JSON.stringify(goodReport([], false)) : "Notes without pages.",
          ),
        );
      case "good": {
        const pages = pagesIn(recorded.prompt);
        return send(
          res,
          200,
          completion(model, recorded.structured ? JSON.stringify(goodReport(pages, true)) : goodNotes(pages)),
        );
      }
    }
  }
}

function messageText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content
      .map((part: { text?: unknown }) => (typeof part?.text === "string" ? part.text : ""))
      .join("");
  return "";
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/** Page numbers the prompt mentions ([p. N] markers, or p. N in notes), sorted. */
function pagesIn(prompt: string): number[] {
  const pages = new Set<number>();
  // Only the script's own page markers: the instructions' examples ("like (p. 12)") are not pages of it.
  for (const m of prompt.matchAll(/^\[p\. (\d+)(?:, continued)?\]/gm)) pages.add(Number(m[1]));
  return [...pages].sort((a, b) => a - b);
}

function goodNotes(pages: number[]): string {
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? first;
  return [
    `## Plot\n- The part opens on a clear image (p. ${first}) and closes on a turn (p. ${last}).`,
    `## Structure\n- A reversal lands on p. ${last}.`,
    `## Characters\n- The lead makes an active choice (p. ${first}).`,
    `## Dialogue\n- Sharp, economical exchanges (p. ${first}).`,
    `## Pacing\n- Moves briskly through p. ${last}.`,
    `## Marketability\n- A visual set piece (p. ${last}).`,
  ].join("\n\n");
}

function goodReport(pages: number[], cite: boolean) {
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? first;
  const c = (text: string, page: number) => (cite ? `${text} (p. ${page}).` : `${text}.`);
  return {
    summary: c("A confident, atmospheric drama with a strong lead; Consider", first),
    fullAnalysis: {
      plot: c("The story opens at the harbor and builds to a storm-bound climax", last),
      structure: c("The inciting incident arrives early and the act breaks are clean", first),
      characters: c("The protagonist is active and specific; the supporting cast is thinner", first),
      dialogue: c("Dialogue is lean and voiced, occasionally on the nose", first),
      pacing: c("The second act sags before the midpoint turn", last),
      marketability: c("A contained, castable genre piece with a clear hook", first),
      overall: c("A solid spec that needs a second-act pass", last),
    },
    detailedFeedback: {
      structure: {
        feedback: `- ${c("Clean setup", first)}\n- ${c("Midpoint could land harder", last)}`,
        score: 7,
      },
      characters: { feedback: `- ${c("A driven, specific lead", first)}`, score: 7.5 },
      dialogue: { feedback: `- ${c("Distinct voices", first)}`, score: 6.5 },
      pacing: { feedback: `- ${c("Tighten the middle", last)}`, score: 6 },
      marketability: { feedback: `- ${c("Strong hook", first)}`, score: 7 },
      overall: { feedback: `1. ${c("Sharpen the midpoint", last)}` },
    },
  };
}
