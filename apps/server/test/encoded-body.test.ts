import zlib from "node:zlib";
import { describe, expect, it } from "vitest";

import {
  encodeBody,
  etagMatches,
  etagOf,
  negotiateEncoding,
  type Compress,
} from "../src/lib/encoded-body.ts";

describe("encoded bodies (lib/encoded-body.ts)", async () => {
  const calls: string[] = [];
  const compress: Compress = async (coding, body) => {
    calls.push(coding);
    return coding === "br" ? zlib.brotliCompressSync(body) : zlib.gzipSync(body);
  };
  const body = await encodeBody(Buffer.from(JSON.stringify({ text: "x".repeat(5000) })), '"tag-1"', compress);

  it("compresses each coding once when built, and not at all when small", async () => {
    expect(calls).toEqual(["br", "gzip"]);
    expect(zlib.brotliDecompressSync(body.br!).equals(body.identity)).toBe(true);
    expect(zlib.gunzipSync(body.gzip!).equals(body.identity)).toBe(true);
    const small = await encodeBody(Buffer.from("{}"), '"tag-2"', compress);
    expect(calls).toHaveLength(2);
    expect(negotiateEncoding("br, gzip", small)).toBe("identity");
  });

  it("picks brotli, then gzip, honouring q=0 and *", () => {
    expect(negotiateEncoding(undefined, body)).toBe("identity");
    expect(negotiateEncoding("gzip, deflate, br", body)).toBe("br");
    expect(negotiateEncoding("br;q=0, gzip", body)).toBe("gzip");
    expect(negotiateEncoding("BR;q=0.5", body)).toBe("br");
    expect(negotiateEncoding("*", body)).toBe("br");
    expect(negotiateEncoding("*;q=0", body)).toBe("identity");
    expect(negotiateEncoding("deflate", body)).toBe("identity");
  });

  it("gives each form its own ETag and compares If-None-Match weakly, lists and * included", () => {
    expect(etagOf(body, "identity")).toBe('"tag-1"');
    expect(etagOf(body, "br")).toBe('"tag-1-br"');
    expect(etagMatches('"tag-1-br"', '"tag-1-br"')).toBe(true);
    expect(etagMatches('"a", W/"tag-1-br"', '"tag-1-br"')).toBe(true);
    expect(etagMatches("*", '"tag-1"')).toBe(true);
    expect(etagMatches('"tag-1"', '"tag-1-br"')).toBe(false);
    expect(etagMatches(undefined, '"tag-1"')).toBe(false);
  });
});
