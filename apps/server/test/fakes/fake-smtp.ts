import net from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent. */
  data: string;
}

/** A minimal SMTP sink on 127.0.0.1 (EHLO, MAIL, RCPT, DATA, QUIT; no TLS, no auth) that keeps every message. */
export class FakeSmtpServer {
  readonly messages: ReceivedMail[] = [];
  private server?: net.Server;

  async start(): Promise<string> {
    this.server = net.createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as net.AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private serve(socket: net.Socket): void {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    socket.write("220 fake-smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          this.messages.push(current);
          current = { from: "", to: [], data: "" };
          inData = false;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-fake-smtp\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") {
          current.from = line.replace(/^MAIL FROM:\s*/i, "");
          socket.write("250 OK\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
          socket.write("250 OK\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 end with <CRLF>.<CRLF>\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
          return;
        } else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => undefined);
  }
}

/** Undoes quoted-printable soft breaks and escapes, so a link in the body reads as sent. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
