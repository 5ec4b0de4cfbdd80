import net from "node:net";
import type { FastifyInstance } from "fastify";

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** Starts the app on a free loopback port (for requests that must be sent byte for byte). */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Sends one HTTP/1.1 request exactly as written, over a plain socket: no client normalises the path
 * (`/./`, `//`, `%2e`...), as an attacker's tool would not.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const body = options.body === undefined ? "" : JSON.stringify(options.body);
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: "close",
    ...(options.body === undefined ? {} : { "content-type": "application/json" }),
    "content-length": String(Buffer.byteLength(body)),
    ...options.headers,
  };
  const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\r\n")}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be dropped before a slow handler answers; the server
    // closes the connection after its answer (connection: close).
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head + body));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const headerText = split === -1 ? text : text.slice(0, split);
      let rest = split === -1 ? "" : text.slice(split + 4);
      if (/transfer-encoding:\s*chunked/i.test(headerText)) rest = unchunk(rest);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headerText)?.[1] ?? 0);
      resolve({ status, headers: headerText, body: rest });
    });
  });
}

function unchunk(text: string): string {
  let out = "";
  let rest = text;
  for (;;) {
    const line = rest.indexOf("\r\n");
    if (line === -1) break;
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) break;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
  return out;
}
