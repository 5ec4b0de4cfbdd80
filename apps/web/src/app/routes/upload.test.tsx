import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { makeUser, mockAuthApi } from "../../test/auth-fixtures.ts";
import { jsonResponse } from "../../test/mock-fetch.ts";
import { renderApp } from "../../test/render-app.tsx";
import { GENRES_RESPONSE, makeFile } from "../../test/script-fixtures.ts";

function signedIn() {
  return mockAuthApi({ user: makeUser(), routes: { "/api/genres": () => jsonResponse(GENRES_RESPONSE) } });
}

async function openForm() {
  signedIn();
  const view = renderApp("/upload", { userOptions: { applyAccept: false } });
  await screen.findByRole("heading", { level: 1, name: "Upload a Script" });
  await screen.findByRole("button", { name: "Drama" });
  return view;
}

const pdfInput = () => screen.getByLabelText("Screenplay PDF, Final Draft or Fountain file");
const dropZoneOf = (input: HTMLElement) => input.parentElement as HTMLElement;
const submit = () => screen.getByRole("button", { name: "Upload Script" });

describe("upload page: access", () => {
  it("asks signed-out visitors to sign in, returning to /upload", async () => {
    mockAuthApi();
    renderApp("/upload");
    expect(await screen.findByRole("heading", { name: "Sign In Required" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login?redirect=/upload");
    expect(screen.queryByLabelText("Screenplay PDF, Final Draft or Fountain file")).not.toBeInTheDocument();
  });
});

describe("upload page: validation", () => {
  it("requires a file, a title and a genre", async () => {
    const { user } = await openForm();
    await user.click(submit());
    expect(screen.getByText("Please select a file to upload")).toBeInTheDocument();
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one genre")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
  });

  it("says 'upload' for a picked file that is not a PDF and 'drop' for a dropped one", async () => {
    const { user } = await openForm();
    await user.upload(pdfInput(), makeFile("poster.png", "image/png"));
    expect(screen.getByText("Please upload a PDF file")).toBeInTheDocument();

    fireEvent.drop(dropZoneOf(pdfInput()), {
      dataTransfer: { files: [makeFile("notes.docx", "application/msword")] },
    });
    expect(screen.getByText("Please drop a PDF file")).toBeInTheDocument();
    expect(screen.queryByText("Please upload a PDF file")).not.toBeInTheDocument();
  });

  it("accepts Final Draft and Fountain files, and takes the title from any of their names", async () => {
    const { user } = await openForm();
    await user.upload(pdfInput(), makeFile("Night Shift.fdx", ""));
    expect(screen.getByLabelText("Title")).toHaveValue("Night Shift");
    expect(screen.getByText("Night Shift.fdx")).toBeInTheDocument();
    expect(screen.getByText(/Final Draft/, { selector: "p" })).toBeInTheDocument();

    for (const name of ["Day Shift.fountain", "Day Shift.spmd", "Day Shift.TXT"]) {
      await user.clear(screen.getByLabelText("Title"));
      fireEvent.drop(dropZoneOf(pdfInput()), { dataTransfer: { files: [makeFile(name, "")] } });
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.getByLabelText("Title")).toHaveValue("Day Shift");
    }
    expect(screen.queryByText(/Please (upload|drop) a PDF file/)).not.toBeInTheDocument();
  });

  it("refuses files over 10MB", async () => {
    const { user } = await openForm();
    await user.upload(pdfInput(), makeFile("epic.pdf", "application/pdf", 10 * 1024 * 1024 + 1));
    expect(screen.getByText("File must be less than 10MB")).toBeInTheDocument();
    expect(screen.queryByText("epic.pdf")).not.toBeInTheDocument();
  });

  it("pre-fills an empty title from the file name, and keeps a typed one", async () => {
    const { user } = await openForm();
    await user.upload(pdfInput(), makeFile("Night Shift.PDF", "application/pdf"));
    expect(screen.getByLabelText("Title")).toHaveValue("Night Shift");
    expect(screen.getByText("Night Shift.PDF")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Day Shift");
    fireEvent.drop(dropZoneOf(pdfInput()), { dataTransfer: { files: [makeFile("draft-2.pdf", "")] } });
    expect(screen.getByText("draft-2.pdf")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Day Shift");
  });

  it("stops adding genres at 3", async () => {
    const { user } = await openForm();
    for (const name of ["Action", "Comedy", "Drama"]) await user.click(screen.getByRole("button", { name }));
    expect(screen.getByText(/3 of 3 selected/)).toBeInTheDocument();
    const horror = screen.getByRole("button", { name: "Horror" });
    expect(horror).toBeDisabled();
    await user.click(horror);
    expect(horror).toHaveAttribute("aria-pressed", "false");

    // Removing one makes room again.
    await user.click(screen.getByRole("button", { name: "Comedy" }));
    expect(horror).toBeEnabled();
    // Only upload genres are offered.
    expect(
      within(screen.getByRole("group", { name: "Genres" })).queryByRole("button", { name: "Sci-Fi" }),
    ).not.toBeInTheDocument();
  });

  it("checks the cover type, with the picked and dropped messages", async () => {
    const { user } = await openForm();
    const coverInput = screen.getByLabelText("Cover image");
    await user.upload(coverInput, makeFile("cover.gif", "image/gif"));
    expect(screen.getByText("Please upload a JPG, PNG, or WebP image")).toBeInTheDocument();
    fireEvent.drop(dropZoneOf(coverInput), {
      dataTransfer: { files: [makeFile("cover.svg", "image/svg+xml")] },
    });
    expect(screen.getByText("Please drop a JPG, PNG, or WebP image")).toBeInTheDocument();

    // 5MB is only a hint on this form: a large image is accepted here.
    await user.upload(coverInput, makeFile("big.png", "image/png", 8 * 1024 * 1024));
    expect(screen.queryByText(/Please (upload|drop) a JPG/)).not.toBeInTheDocument();
    expect(within(dropZoneOf(coverInput)).getByRole("button", { name: "Replace" })).toBeInTheDocument();
  });

  it("offers 'Make Public' with its hint, unchecked by default", async () => {
    await openForm();
    const checkbox = screen.getByRole("checkbox", { name: "Make Public" });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription("Allow other users to read and review");
  });
});
