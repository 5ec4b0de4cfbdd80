import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import sharp from "sharp";

/**
 * How the fake image service answers:
 * - good: an image (OpenAI: base64 in data[0].b64_json; fal: images[0].url on this server);
 * - errorField: HTTP 400 with the provider's error body;
 * - noImage: 200 without any image;
 * - hang: never answers;
 * - notImage: points at (or embeds) an HTML page instead of an image.
 */
export type FakeImageBehaviour = "good" | "errorField" | "noImage" | "hang" | "notImage";

export interface RecordedImageRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** OpenAI's images API and fal's synchronous API on 127.0.0.1, recording every request. */
export class FakeImageProvider {
  behaviour: FakeImageBehaviour = "good";
  readonly requests: RecordedImageRequest[] = [];
  endpoint = "";
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private png: Buffer | undefined;

  async start(): Promise<this> {
    this.png = await sharp({ create: { width: 512, height: 768, channels: 3, background: "#3355aa" } })
      .png()
      .toBuffer();
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.endpoint = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  reset(behaviour: FakeImageBehaviour): void {
    this.behaviour = behaviour;
    this.requests.length = 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? "/";
    if (req.method === "GET" && path === "/files/poster.png")
      return void res.writeHead(200, { "content-type": "image/png" }).end(this.png);
    if (req.method === "GET" && path === "/files/page.html")
      return void res
        .writeHead(200, { "content-type": "image/png" })
        .end("<html><body>not an image</body></html>");
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
    } catch {
      // recorded as empty
    }
    this.requests.push({ path, authorization: req.headers.authorization, body });
    const isOpenAI = path.startsWith("/v1/images/generations");
    const json = (status: number, payload: unknown): void =>
      void res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    switch (this.behaviour) {
      case "hang":
        return;
      case "errorField":
        return isOpenAI
          ? json(400, {
              error: {
                message: "Your request was rejected by the safety system.",
                type: "invalid_request_error",
              },
            })
          : json(422, { detail: "Prompt rejected" });
      case "noImage":
        return isOpenAI ? json(200, { created: 1, data: [] }) : json(200, { images: [], seed: 1 });
      case "notImage":
        return isOpenAI
          ? json(200, {
              created: 1,
              data: [{ b64_json: Buffer.from("<html>nope</html>").toString("base64") }],
            })
          : json(200, { images: [{ url: `${this.endpoint}/files/page.html` }] });
      case "good":
        return isOpenAI
          ? json(200, { created: 1, data: [{ b64_json: this.png!.toString("base64") }] })
          : json(200, {
              images: [
                {
                  url: `${this.endpoint}/files/poster.png`,
                  width: 768,
                  height: 1152,
                  content_type: "image/png",
                },
              ],
              seed: 42,
            });
    }
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
