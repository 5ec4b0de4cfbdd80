import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 for sign-in tests:
 * authorization-code flow with PKCE required, dev login/consent screens, and configurable accounts.
 */
export class OidcServer {
  readonly accounts = new Map<string, OidcAccount>();
  private server: Server | undefined;
  issuer = "";
  readonly clientId = "the-white-list";
  readonly clientSecret = "a-long-client-secret-for-tests-only";

  async start(redirectUri: string): Promise<this> {
    this.server = createServer();
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.issuer = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: this.clientId,
          client_secret: this.clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      findAccount: async (_ctx, sub) => {
        const account = this.accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
        };
      },
      features: { devInteractions: { enabled: true } },
      cookies: { keys: ["test-cookie-key-0123456789"] },
    });
    provider.on("server_error", () => {});
    this.server.on("request", provider.callback());
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** A tiny per-origin cookie jar, enough to play the browser's part in a redirect flow. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Plays the user at the provider: follows redirects from the authorize URL, signs in as `sub`
 * on the login screen, approves consent, and returns the redirect back to the app (with code and state).
 */
export async function loginAtProvider(authorizeUrl: string, sub: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizeUrl);
  const origin = url.origin;
  for (let step = 0; step < 15; step++) {
    const interaction = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    let res: Response;
    if (interaction) {
      const page = await fetch(url, { headers: { cookie: jar.header() }, redirect: "manual" });
      jar.store(page.headers.getSetCookie());
      const html = await page.text();
      const body = html.includes('name="login"')
        ? new URLSearchParams({ prompt: "login", login: sub, password: "x" })
        : new URLSearchParams({ prompt: "consent" });
      res = await fetch(url, { method: "POST", body, headers: { cookie: jar.header() }, redirect: "manual" });
    } else {
      res = await fetch(url, { headers: { cookie: jar.header() }, redirect: "manual" });
    }
    jar.store(res.headers.getSetCookie());
    const location = res.headers.get("location");
    if (!location)
      throw new Error(
        `Provider flow stopped at ${url.pathname} with ${res.status}: ${(await res.text()).slice(0, 300)}`,
      );
    url = new URL(location, url);
    if (url.origin !== origin) return url;
  }
  throw new Error("Too many redirects at the provider");
}
