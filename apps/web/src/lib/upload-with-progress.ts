import { NETWORK_ERROR } from "@twl/contract";

import { ApiRequestError, parseJson, resolveApiResponse, type ResponseSchema } from "./api-client.ts";
import { bearerOf, getToken } from "./auth-token.ts";

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, rounded. */
  percent: number;
}

export interface UploadOptions<T> {
  body: FormData;
  schema: ResponseSchema<T>;
  method?: "POST" | "PUT";
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload with progress events. fetch() cannot report upload progress, so this uses
 * XMLHttpRequest, with the same bearer token, error shape and 401 handling as `apiFetch`.
 */
export function uploadWithProgress<T>(
  path: string,
  { body, schema, method = "POST", onProgress, signal }: UploadOptions<T>,
): Promise<T> {
  const token = getToken();

  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("Accept", "application/json");
    const authorization = bearerOf(token);
    if (authorization) xhr.setRequestHeader("Authorization", authorization);

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener("abort", onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbortSignal);

    xhr.upload.addEventListener("progress", (event) => {
      if (!event.lengthComputable || !onProgress) return;
      onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: Math.round((event.loaded / event.total) * 100),
      });
    });
    xhr.addEventListener("load", () => {
      done();
      try {
        resolve(
          resolveApiResponse(
            { status: xhr.status, payload: parseJson(xhr.responseText) },
            { path, token, schema },
          ),
        );
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener("error", () => {
      done();
      reject(new ApiRequestError(NETWORK_ERROR, null));
    });
    xhr.addEventListener("abort", () => {
      done();
      reject(new DOMException("The upload was cancelled", "AbortError"));
    });
    xhr.send(body);
  });
}
