import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * An answer body kept ready to send: its JSON bytes and their brotli and gzip forms, each compressed
 * once (off the event loop, in zlib's thread pool) when the body is built, never per request.
 * `sendEncoded` picks the form by Accept-Encoding and answers a matching If-None-Match with a 304.
 * Used by the screenplay model (docs/security.md, issue 28 finding 5); any answer that is the same
 * for many readers until a write changes it can use it (issue 36: the script detail).
 */
export type ContentCoding = "br" | "gzip";
export type BodyEncoding = ContentCoding | "identity";

export interface EncodedBody {
  identity: Buffer;
  /** Absent for bodies too small to gain from compression. */
  br?: Buffer;
  gzip?: Buffer;
  /** Strong validator of the identity bytes; each coding gets its own (`"<tag>-br"`), as RFC 9110 asks. */
  etag: string;
  /** Bytes held (all forms), for caches bounded by size. */
  bytes: number;
}

/** Compresses a body with one coding; injectable so tests can count calls. */
export type Compress = (coding: ContentCoding, body: Buffer) => Promise<Buffer>;

/** Bodies below this are sent as they are (compression gains little and costs a call). */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compression done once per body can afford better settings than per request: brotli quality 5
 * compresses a 4 MB screenplay model to ~230 KB in ~170 ms (quality 4, what per-request streams use,
 * gives ~330 KB); gzip level 6 is zlib's default.
 */
export const defaultCompress: Compress = (coding, body) =>
  coding === "br"
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : gzip(body, { level: 6 });

/** Builds the forms of `identity` (brotli and gzip compressed in parallel). */
export async function encodeBody(
  identity: Buffer,
  etag: string,
  compress: Compress = defaultCompress,
): Promise<EncodedBody> {
  if (identity.length < MIN_COMPRESSED_BYTES) return { identity, etag, bytes: identity.length };
  const [br, gz] = await Promise.all([compress("br", identity), compress("gzip", identity)]);
  return { identity, br, gzip: gz, etag, bytes: identity.length + br.length + gz.length };
}

/** The q-value an Accept-Encoding header gives a coding (`*` included), or undefined when unnamed. */
function qualityOf(header: string, coding: string): number | undefined {
  let wildcard: number | undefined;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const value = Number.isFinite(q) ? q : 0;
    if (name.trim() === coding) return value;
    if (name.trim() === "*") wildcard = value;
  }
  return wildcard;
}

/** The best form a client accepts: brotli, then gzip, then the bytes as they are. */
export function negotiateEncoding(acceptEncoding: string | undefined, body: EncodedBody): BodyEncoding {
  if (!acceptEncoding) return "identity";
  for (const coding of ["br", "gzip"] as const)
    if (body[coding] && (qualityOf(acceptEncoding, coding) ?? 0) > 0) return coding;
  return "identity";
}

/** The ETag of one form of a body. */
export function etagOf(body: EncodedBody, encoding: BodyEncoding): string {
  return encoding === "identity" ? body.etag : `${body.etag.slice(0, -1)}-${encoding}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, lists and `*` included: RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Sends the form of `body` the client accepts, with its ETag and `Vary: Accept-Encoding`, or a 304
 * when the client already holds it. The route must turn @fastify/compress off (`compress: false`):
 * the bytes are already compressed.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  contentType = "application/json; charset=utf-8",
): FastifyReply {
  const encoding = negotiateEncoding(request.headers["accept-encoding"], body);
  const etag = etagOf(body, encoding);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  reply.header("etag", etag);
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.status(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.type(contentType).send(encoding === "identity" ? body.identity : body[encoding]);
}
