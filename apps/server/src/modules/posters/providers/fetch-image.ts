import { GENERATE_TRY_AGAIN, GENERATED_IMAGE_LOAD_FAILED, IMAGE_GENERATION_FAILED } from "@twl/contract";

import { sniffImageType } from "../../scripts/process-cover-image.ts";
import { ImageProviderError } from "./image-provider.ts";

/** Generated images larger than this are refused. */
export const MAX_GENERATED_IMAGE_BYTES = 25 * 1024 * 1024;

/** `fetch` bounded by the job's signal and the provider timeout; a timeout becomes the spec's retry text. */
export async function providerFetch(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal: AbortSignal.any([signal, timeout]) });
  } catch (err) {
    if (timeout.aborted)
      throw new ImageProviderError(GENERATE_TRY_AGAIN, "the image service did not answer in time");
    throw new ImageProviderError(IMAGE_GENERATION_FAILED, `request failed: ${(err as Error).message}`);
  }
}

/** Reads a JSON body, or fails with the generic text. */
export async function readJson(
  response: Response,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  try {
    const text = await withTimeout(response.text(), signal, timeoutMs);
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch (err) {
    if (err instanceof ImageProviderError) throw err;
    throw new ImageProviderError(IMAGE_GENERATION_FAILED, `HTTP ${response.status}, body is not JSON`);
  }
}

async function withTimeout<T>(work: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ImageProviderError(GENERATE_TRY_AGAIN, "the image service did not answer in time")),
      timeoutMs,
    );
    signal.addEventListener("abort", () => reject(new ImageProviderError(GENERATE_TRY_AGAIN, "cancelled")), {
      once: true,
    });
  });
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** An image checked by its bytes: JPEG, PNG or WebP, or the spec's load-failure text. */
export function checkImage(bytes: Buffer): Buffer {
  if (bytes.length === 0 || bytes.length > MAX_GENERATED_IMAGE_BYTES || !sniffImageType(bytes)) {
    throw new ImageProviderError(GENERATED_IMAGE_LOAD_FAILED, `not an image (${bytes.length} bytes)`);
  }
  return bytes;
}

/** Downloads the image a provider points at (an http(s) URL, or a data: URL). */
export async function downloadImage(url: string, signal: AbortSignal, timeoutMs: number): Promise<Buffer> {
  const data = /^data:image\/[a-z+.-]+;base64,(.+)$/i.exec(url);
  if (data) return checkImage(Buffer.from(data[1]!, "base64"));
  if (!/^https?:\/\//i.test(url))
    throw new ImageProviderError(GENERATED_IMAGE_LOAD_FAILED, "image URL is not http(s)");
  const response = await providerFetch(url, {}, signal, timeoutMs);
  if (!response.ok)
    throw new ImageProviderError(GENERATED_IMAGE_LOAD_FAILED, `image download answered ${response.status}`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_GENERATED_IMAGE_BYTES)
    throw new ImageProviderError(GENERATED_IMAGE_LOAD_FAILED, "image too large");
  const bytes = Buffer.from(await withTimeout(response.arrayBuffer(), signal, timeoutMs));
  return checkImage(bytes);
}

/** The provider's error text, from the usual places (OpenAI `error.message`, fal `detail`, or `error`). */
export function errorFieldOf(body: Record<string, unknown>): string | undefined {
  const error = body.error;
  if (typeof error === "string" && error) return error;
  if (error && typeof error === "object" && typeof (error as { message?: unknown }).message === "string")
    return (error as { message: string }).message;
  const detail = body.detail;
  if (typeof detail === "string" && detail) return detail;
  if (Array.isArray(detail) && detail.length > 0) return JSON.stringify(detail).slice(0, 300);
  return undefined;
}
