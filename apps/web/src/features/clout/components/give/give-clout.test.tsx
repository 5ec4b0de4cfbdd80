import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import type { SessionUser } from "@twl/contract";

import { setToken } from "../../../../lib/auth-token.ts";
import { apiError, bodyOf, makeUser, mockAuthApi } from "../../../../test/auth-fixtures.ts";
import { jsonResponse, type RouteHandler } from "../../../../test/mock-fetch.ts";
import { renderApp } from "../../../../test/render-app.tsx";
import { makeOwnScript, makeScriptDetail } from "../../../../test/script-fixtures.ts";

const GIVE_PATH = "/api/clout/give/script-1";

function renderScript({
  user,
  script = makeScriptDetail(),
  give,
}: {
  user?: SessionUser;
  script?: ReturnType<typeof makeScriptDetail>;
  give?: RouteHandler;
}) {
  const fetchMock = mockAuthApi({
    user,
    routes: {
      "/api/scripts/script-1": () => jsonResponse({ success: true, script }),
      ...(give ? { [GIVE_PATH]: give } : {}),
    },
  });
  return { ...renderApp("/scripts/script-1"), fetchMock };
}

async function openGiveDialog(user: ReturnType<typeof renderApp>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Give Clout" }));
  return within(await screen.findByRole("dialog", { name: "Give Clout" }));
}

function giveCalls(fetchMock: ReturnType<typeof mockAuthApi>) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes(GIVE_PATH));
}

describe("give clout", () => {
  it("starts the slider at 10 within 1..balance and shows what remains", async () => {
    const { user } = renderScript({ user: makeUser({ availableClout: 120 }) });
    const dialog = await openGiveDialog(user);
    const slider = dialog.getByRole("slider", { name: "Amount" });
    expect(slider).toHaveValue("10");
    expect(slider).toHaveAttribute("min", "1");
    expect(slider).toHaveAttribute("max", "120");
    expect(dialog.getByText("110")).toBeInTheDocument();

    fireEvent.change(slider, { target: { value: "120" } });
    expect(dialog.getByText(/Remaining after/)).toHaveTextContent("Remaining after: 0");
    expect(dialog.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  it("starts at the balance when it is under 10", async () => {
    const { user } = renderScript({ user: makeUser({ availableClout: 4 }) });
    const dialog = await openGiveDialog(user);
    expect(dialog.getByRole("slider", { name: "Amount" })).toHaveValue("4");
    expect(dialog.getByRole("slider", { name: "Amount" })).toHaveAttribute("max", "4");
  });

  it("refuses amounts out of range and explains an empty balance", async () => {
    const { user } = renderScript({ user: makeUser({ availableClout: 50 }) });
    const dialog = await openGiveDialog(user);
    const exact = dialog.getByRole("spinbutton", { name: "Exact amount" });
    await user.clear(exact);
    await user.type(exact, "51");
    expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    await user.clear(exact);
    await user.type(exact, "0");
    expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
    await user.clear(exact);
    await user.type(exact, "50");
    expect(dialog.getByRole("button", { name: "Continue" })).toBeEnabled();
  });

  it("cannot give with no liquid clout", async () => {
    const { user } = renderScript({ user: makeUser({ availableClout: 0 }) });
    const dialog = await openGiveDialog(user);
    expect(dialog.getByText("You have no liquid clout to give")).toBeInTheDocument();
    expect(dialog.queryByRole("slider")).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
  });
});

describe("give clout: confirming and giving", () => {
  it("confirms amount, balance before and after and the message, then gives and updates the totals", async () => {
    let viewer = makeUser({ availableClout: 120 });
    const fetchMock = mockAuthApi({
      routes: {
        "/api/auth/profile": () => jsonResponse({ success: true, user: viewer }),
        "/api/scripts/script-1": () =>
          jsonResponse({ success: true, script: makeScriptDetail({ receivedClout: 42 }) }),
        [GIVE_PATH]: () => {
          viewer = { ...viewer, availableClout: 95 };
          return jsonResponse({
            success: true,
            scriptCloutTotal: 67,
            remainingClout: 95,
            transactionId: "tx-1",
          });
        },
      },
    });
    setToken("stored-token");
    const { user } = renderApp("/scripts/script-1");
    expect(await screen.findAllByText("120 liquid clout")).not.toHaveLength(0);

    const dialog = await openGiveDialog(user);
    fireEvent.change(dialog.getByRole("slider", { name: "Amount" }), { target: { value: "25" } });
    await user.type(dialog.getByRole("textbox", { name: "Message (optional)" }), "  Loved the ending  ");
    await user.click(dialog.getByRole("button", { name: "Continue" }));

    const confirm = within(await screen.findByRole("alertdialog", { name: "Confirm Clout Transfer" }));
    const details = within(confirm.getByLabelText("Transfer details"));
    expect(details.getByText("Amount").nextElementSibling).toHaveTextContent("25");
    expect(details.getByText("Balance before").nextElementSibling).toHaveTextContent("120");
    expect(details.getByText("Balance after").nextElementSibling).toHaveTextContent("95");
    expect(details.getByText("“Loved the ending”")).toBeInTheDocument();

    await user.click(confirm.getByRole("button", { name: "Give Clout" }));
    expect(await screen.findByText('You gave 25 clout to "Night Shift"')).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Clout earned" })).getByText("67")).toBeInTheDocument();
    expect(await screen.findAllByText("95 liquid clout")).not.toHaveLength(0);

    const [call] = giveCalls(fetchMock);
    expect(bodyOf(call?.[1])).toEqual({ amount: 25, message: "Loved the ending" });
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get("Authorization")).toBe("Bearer stored-token");
  });

  it("toasts the server's error, keeps the confirmation and retries with the same key", async () => {
    const { user, fetchMock } = renderScript({
      user: makeUser(),
      give: () => apiError("You don't have enough clout", 400),
    });
    const dialog = await openGiveDialog(user);
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Confirm Clout Transfer" }));
    await user.click(confirm.getByRole("button", { name: "Give Clout" }));
    expect(await screen.findByText("You don't have enough clout")).toBeInTheDocument();
    expect(screen.getByRole("alertdialog", { name: "Confirm Clout Transfer" })).toBeInTheDocument();

    await user.click(confirm.getByRole("button", { name: "Give Clout" }));
    await waitFor(() => expect(giveCalls(fetchMock)).toHaveLength(2));
    const [first, second] = giveCalls(fetchMock).map(([, init]) =>
      new Headers(init?.headers).get("Idempotency-Key"),
    );
    expect(second).toBe(first);
  });

  it("falls back to 'Failed to give clout' without a server message", async () => {
    const { user } = renderScript({
      user: makeUser(),
      give: () => new Response("Bad gateway", { status: 502 }),
    });
    const dialog = await openGiveDialog(user);
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Give Clout" }));
    expect(await screen.findByText("Failed to give clout")).toBeInTheDocument();
  });

  it("sends anonymous visitors to sign in and back", async () => {
    const { user, router } = renderScript({});
    await user.click(await screen.findByRole("button", { name: "Give Clout" }));
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/scripts/script-1")}`);
  });

  it("is not offered to the owner", async () => {
    renderScript({ user: makeUser(), script: makeOwnScript() });
    expect(await screen.findByRole("region", { name: "Clout earned" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Give Clout" })).not.toBeInTheDocument();
  });
});
