import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * A minimal S3-compatible server on 127.0.0.1 (path-style: /bucket/key) for testing the real AWS SDK
 * client code: PUT, GET, HEAD, DELETE, ListObjectsV2 (paged), and presigned GETs whose expiry it enforces.
 */
export class FakeS3 {
  readonly objects = new Map<string, StoredObject>();
  readonly requests: { method: string; path: string; authorized: boolean }[] = [];
  private server: Server | undefined;
  endpoint = "";

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.endpoint = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(
    req: IncomingMessage,
  ): Promise<{ status: number; headers: Record<string, string>; body?: Buffer | string }> {
    const url = new URL(req.url ?? "/", this.endpoint);
    const key = decodeURIComponent(url.pathname.slice(1));
    const presigned = url.searchParams.has("X-Amz-Signature");
    const authorized = presigned || /^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? "");
    this.requests.push({ method: req.method ?? "", path: key, authorized });
    if (!authorized)
      return { status: 403, headers: { "content-type": "application/xml" }, body: xmlError("AccessDenied") };
    if (presigned) {
      const date = url.searchParams.get("X-Amz-Date") ?? "";
      const expires = Number(url.searchParams.get("X-Amz-Expires"));
      const signedAt = Date.parse(
        date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
      );
      if (!Number.isFinite(signedAt) || Date.now() > signedAt + expires * 1000) {
        return {
          status: 403,
          headers: { "content-type": "application/xml" },
          body: xmlError("AccessDenied"),
        };
      }
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const object = this.objects.get(key);
    if (req.method === "GET" && url.searchParams.get("list-type") === "2")
      return this.list(key, url.searchParams);
    switch (req.method) {
      case "PUT":
        this.objects.set(key, {
          body: isAwsChunked(req) ? decodeAwsChunked(Buffer.concat(chunks)) : Buffer.concat(chunks),
          contentType: req.headers["content-type"] ?? "application/octet-stream",
        });
        return { status: 200, headers: { etag: '"fake"' } };
      case "GET":
      case "HEAD": {
        if (!object)
          return {
            status: 404,
            headers: { "content-type": "application/xml" },
            body: req.method === "GET" ? xmlError("NoSuchKey") : undefined,
          };
        const headers: Record<string, string> = {
          "content-type": object.contentType,
          "content-length": String(object.body.length),
        };
        const disposition = url.searchParams.get("response-content-disposition");
        if (disposition) headers["content-disposition"] = disposition;
        return { status: 200, headers, body: req.method === "GET" ? object.body : undefined };
      }
      case "DELETE":
        this.objects.delete(key);
        return { status: 204, headers: {} };
      default:
        return { status: 405, headers: {} };
    }
  }

  /** ListObjectsV2 on /bucket: keys in order, MaxKeys a page, the continuation token the next key. */
  private list(bucket: string, params: URLSearchParams) {
    const prefix = `${bucket.replace(/\/$/, "")}/`;
    const maxKeys = Number(params.get("max-keys") ?? 1000);
    const after = params.get("continuation-token") ?? "";
    const keys = [...this.objects.keys()]
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length))
      .sort()
      .filter((k) => k >= after);
    const page = keys.slice(0, maxKeys);
    const next = keys[maxKeys];
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${escapeXml(k)}</Key><Size>${this.objects.get(prefix + k)!.body.length}</Size></Contents>`,
      )
      .join("");
    const body =
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${escapeXml(bucket)}</Name>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys>` +
      `<IsTruncated>${next !== undefined}</IsTruncated>` +
      (next !== undefined ? `<NextContinuationToken>${escapeXml(next)}</NextContinuationToken>` : "") +
      `${contents}</ListBucketResult>`;
    return { status: 200, headers: { "content-type": "application/xml" }, body };
  }
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const xmlError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

/** Streamed uploads (a file body) come in aws-chunked encoding with a trailing checksum. */
const isAwsChunked = (req: IncomingMessage) =>
  /aws-chunked/.test(String(req.headers["content-encoding"] ?? "")) ||
  /^STREAMING-/.test(String(req.headers["x-amz-content-sha256"] ?? ""));

/** `<hex size>[;chunk-signature=...]\r\n<bytes>\r\n` ... `0\r\n<trailers>\r\n\r\n` to the bytes. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) throw new Error("fake S3: bad aws-chunked body");
    const size = parseInt(raw.subarray(at, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!Number.isFinite(size)) throw new Error("fake S3: bad aws-chunked size");
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
