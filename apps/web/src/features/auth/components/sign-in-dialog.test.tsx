import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { getToken } from "../../../lib/auth-token.ts";
import {
  apiError,
  bodyOf,
  makeUser,
  mockAuthApi,
  PROVIDERS,
  setPageUrl,
  tokenResponse,
} from "../../../test/auth-fixtures.ts";
import { jsonResponse, networkFailure } from "../../../test/mock-fetch.ts";
import { renderApp } from "../../../test/render-app.tsx";

function banner() {
  return within(screen.getByRole("banner"));
}

async function openDialog(
  user: ReturnType<typeof renderApp>["user"],
  button: "Log in" | "Sign up" = "Log in",
) {
  await user.click(banner().getByRole("button", { name: button }));
  return within(await screen.findByRole("dialog", { name: "Welcome back" }));
}

describe("sign-in dialog", () => {
  it("shows the spec texts, one 'Continue with' button per enabled provider and, on localhost, the config hint", async () => {
    mockAuthApi();
    const { user } = renderApp("/");
    const dialog = await openDialog(user);

    expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription("Choose your preferred sign in method");
    expect(await dialog.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    const providerButtons = dialog
      .getAllByRole("button", { name: /^Continue with / })
      .map((button) => button.textContent);
    expect(providerButtons).toEqual(["Continue with Google", "Continue with GitHub"]);

    expect(dialog.getByRole("tab", { name: "Sign in", selected: true })).toBeInTheDocument();
    expect(dialog.getByRole("tab", { name: "Create account" })).toBeInTheDocument();
    const terms = dialog.getByText(/By continuing you agree to our/);
    expect(terms).toHaveTextContent("By continuing you agree to our Terms of Service and Privacy Policy");
    expect(within(terms).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(within(terms).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(dialog.getByText("To enable social sign-in set:")).toBeInTheDocument();
    expect(dialog.getByText("GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET")).toBeInTheDocument();
  });

  it("opens the configuration hint when no provider is configured yet", async () => {
    mockAuthApi({ routes: { "/api/auth/providers": () => jsonResponse({ ...PROVIDERS, providers: [] }) } });
    const { user } = renderApp("/");
    const dialog = await openDialog(user);

    const hint = (await dialog.findByText("To enable social sign-in set:")).closest("details");
    expect(hint).toHaveAttribute("open");
    expect(within(hint as HTMLElement).getAllByRole("listitem")).toHaveLength(2);
    expect(dialog.queryByRole("button", { name: /^Continue with / })).not.toBeInTheDocument();
    expect(dialog.getByLabelText("Email")).toBeInTheDocument();
  });

  it("hides the configuration hint away from localhost and the email form when local accounts are off", async () => {
    setPageUrl("https://thewhitelist.example/");
    mockAuthApi({
      routes: { "/api/auth/providers": () => jsonResponse({ ...PROVIDERS, localAccounts: false }) },
    });
    const { user } = renderApp("/");
    const dialog = await openDialog(user);

    expect(await dialog.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(dialog.queryByText("To enable social sign-in set:")).not.toBeInTheDocument();
    expect(dialog.queryByRole("tab", { name: "Sign in" })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("closes on Escape", async () => {
    mockAuthApi();
    const { user } = renderApp("/");
    await openDialog(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("sign-in dialog: signing in with email", () => {
  it("signs in with email: stores the token, goes to /home, greets and shows the user menu", async () => {
    const ada = makeUser();
    const fetchMock = mockAuthApi({
      routes: {
        "/api/auth/sign-in/email": () => jsonResponse(tokenResponse(ada, "new-token")),
        "/api/auth/profile": () => jsonResponse({ success: true, user: ada }),
      },
    });
    const { user, router } = renderApp("/");
    const dialog = await openDialog(user);

    await user.type(await dialog.findByLabelText("Email"), "ada@example.com");
    await user.type(dialog.getByLabelText("Password"), "correct horse");
    await user.click(dialog.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(getToken()).toBe("new-token");
    const call = fetchMock.mock.calls.find(([path]) => path === "/api/auth/sign-in/email");
    expect(bodyOf(call?.[1])).toEqual({ email: "ada@example.com", password: "correct horse" });
    expect(await screen.findByText("Welcome back, Ada Lovelace")).toBeInTheDocument();
    expect(banner().getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeInTheDocument();
    expect(banner().queryByRole("button", { name: "Log in" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });

  it("shows the server's message when sign-in is refused, and keeps the user signed out", async () => {
    mockAuthApi({ routes: { "/api/auth/sign-in/email": () => apiError("Invalid email or password", 401) } });
    const { user, router } = renderApp("/");
    const dialog = await openDialog(user);

    await user.type(await dialog.findByLabelText("Email"), "ada@example.com");
    await user.type(dialog.getByLabelText("Password"), "wrong password");
    await user.click(dialog.getByRole("button", { name: "Sign in" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("sign-in dialog: creating an account", () => {
  it("opens on the create-account form from Sign up and validates with the contract's messages", async () => {
    const fetchMock = mockAuthApi();
    const { user } = renderApp("/");
    const dialog = await openDialog(user, "Sign up");

    expect(await dialog.findByRole("tab", { name: "Create account", selected: true })).toBeInTheDocument();
    expect(
      dialog.getByText("8–128 characters, hard to guess, without your name or email"),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Create account" }));

    expect(dialog.getByLabelText("Name")).toHaveAccessibleDescription("Please enter your name");
    expect(dialog.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    expect(dialog.getByLabelText("Password")).toHaveAccessibleDescription(
      "8–128 characters, hard to guess, without your name or email Password must be at least 8 characters",
    );
    expect(dialog.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([path]) => path === "/api/auth/sign-up/email")).toBe(false);

    await user.type(dialog.getByLabelText("Password"), "x".repeat(129));
    await user.click(dialog.getByRole("button", { name: "Create account" }));
    expect(dialog.getByText("Password must be at most 128 characters")).toBeInTheDocument();
  });

  it("creates an account and welcomes the new user", async () => {
    const grace = makeUser({ name: "Grace Hopper", email: "grace@example.com" });
    const fetchMock = mockAuthApi({
      routes: {
        // Sign-up carries no token (it answers alike for taken addresses); the client signs in next.
        "/api/auth/sign-up/email": () =>
          jsonResponse({
            success: true,
            message: "Check your inbox: we sent a link to confirm your email address.",
          }),
        "/api/auth/sign-in/email": () => jsonResponse(tokenResponse(grace)),
      },
    });
    const { user, router } = renderApp("/");
    const dialog = await openDialog(user, "Sign up");

    await user.type(await dialog.findByLabelText("Name"), "  Grace Hopper ");
    await user.type(dialog.getByLabelText("Email"), "grace@example.com");
    await user.type(dialog.getByLabelText("Password"), "cobol-forever");
    await user.click(dialog.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Welcome to The White List, Grace Hopper")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/home");
    const call = fetchMock.mock.calls.find(([path]) => path === "/api/auth/sign-up/email");
    expect(bodyOf(call?.[1])).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      password: "cobol-forever",
    });
    const signIn = fetchMock.mock.calls.find(([path]) => path === "/api/auth/sign-in/email");
    expect(bodyOf(signIn?.[1])).toEqual({ email: "grace@example.com", password: "cobol-forever" });
  });

  it("shows the server's weak-password message under the form (docs/security.md #10)", async () => {
    const weak =
      "This password is too easy to guess. Use a longer phrase of unrelated words. This is a heavily used password.";
    mockAuthApi({ routes: { "/api/auth/sign-up/email": () => apiError(weak, 400) } });
    const { user, router } = renderApp("/");
    const dialog = await openDialog(user, "Sign up");

    await user.type(await dialog.findByLabelText("Name"), "Grace");
    await user.type(dialog.getByLabelText("Email"), "grace@example.com");
    await user.type(dialog.getByLabelText("Password"), "password");
    await user.click(dialog.getByRole("button", { name: "Create account" }));
    expect(await dialog.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(weak);
    expect(router.state.location.pathname).toBe("/");
  });

  it("an address that already has an account: the same sign-up answer, then a plain sign-in failure", async () => {
    mockAuthApi({
      routes: {
        "/api/auth/sign-up/email": () =>
          jsonResponse({
            success: true,
            message: "Check your inbox: we sent a link to confirm your email address.",
          }),
        "/api/auth/sign-in/email": () => apiError("Invalid email or password", 401),
      },
    });
    const { user } = renderApp("/");
    const dialog = await openDialog(user, "Sign up");

    await user.type(await dialog.findByLabelText("Name"), "Grace");
    await user.type(dialog.getByLabelText("Email"), "taken@example.com");
    await user.type(dialog.getByLabelText("Password"), "cobol-forever-and-ever");
    await user.click(dialog.getByRole("button", { name: "Create account" }));
    expect(await dialog.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(
      "We couldn't sign you in with this password. If this email already has an account, sign in with its password instead.",
    );
  });
});

describe("sign-in dialog: rate limits, providers and redirects", () => {
  it("shows the rate-limit text from the server and a busy button while waiting", async () => {
    let answer: (response: Response) => void = () => {};
    mockAuthApi({
      routes: { "/api/auth/sign-up/email": () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const { user } = renderApp("/");
    const dialog = await openDialog(user, "Sign up");

    await user.type(await dialog.findByLabelText("Name"), "Grace");
    await user.type(dialog.getByLabelText("Email"), "grace@example.com");
    await user.type(dialog.getByLabelText("Password"), "cobol-forever");
    await user.click(dialog.getByRole("button", { name: "Create account" }));

    expect(dialog.getByRole("button", { name: "Creating account…" })).toBeDisabled();
    answer(apiError("Too many requests. Please try again in 42 seconds.", 429));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please try again in 42 seconds.",
    );
    expect(dialog.getByRole("button", { name: "Create account" })).toBeEnabled();
  });

  it("says which provider failed when a provider sign-in cannot start", async () => {
    mockAuthApi({
      routes: {
        "/api/auth/oauth/start": () => apiError("Sign-in with google is not configured on this server", 400),
      },
    });
    const { user } = renderApp("/");
    const dialog = await openDialog(user);

    await user.click(await dialog.findByRole("button", { name: "Continue with Google" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to connect with Google. Please try again.",
    );
    expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("says an error occurred with the provider's login when the start gets no answer", async () => {
    mockAuthApi({ routes: { "/api/auth/oauth/start": () => networkFailure() } });
    const { user } = renderApp("/");
    const dialog = await openDialog(user);

    await user.click(await dialog.findByRole("button", { name: "Continue with Google" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "An error occurred with Google login. Please try again.",
    );
    expect(dialog.getByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });

  it("goes to a safe redirect from the address after signing in, and ignores an unsafe one", async () => {
    mockAuthApi({ routes: { "/api/auth/sign-in/email": () => jsonResponse(tokenResponse()) } });
    const { user, router } = renderApp("/?redirect=%2Fdebug%2Ftokens");
    const dialog = await openDialog(user);
    await user.type(await dialog.findByLabelText("Email"), "ada@example.com");
    await user.type(dialog.getByLabelText("Password"), "correct horse");
    await user.click(dialog.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/debug/tokens"));
  });
});
