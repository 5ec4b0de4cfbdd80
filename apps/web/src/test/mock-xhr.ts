import { vi } from "vitest";

/**
 * A stand-in for XMLHttpRequest (used by uploads for progress). Tests read the requests sent and
 * answer them: `respond(status, body)`, `progress(loaded, total)`, `fail()`.
 */
export class FakeXhr extends EventTarget {
  static requests: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = "";
  url = "";
  body: unknown = null;
  status = 0;
  responseText = "";

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.dispatchEvent(new Event("abort"));
  }

  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error("The request body is not FormData");
    return this.body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
  fail() {
    this.dispatchEvent(new Event("error"));
  }
}

export function mockXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return FakeXhr;
}
