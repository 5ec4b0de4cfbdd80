import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { ImportZipPanel } from "./import-zip-panel.tsx";

const upload = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/upload-with-progress.ts", () => ({ uploadWithProgress: upload }));

describe("Import a ZIP panel", () => {
  it("uploads the chosen ZIP and lists one line per file, linking created drafts", async () => {
    upload.mockImplementation(
      async (path: string, options: { body: FormData; onProgress?: (p: object) => void }) => {
        expect(path).toBe("/api/protected/scripts/import");
        expect((options.body.get("file") as File).name).toBe("drafts.zip");
        options.onProgress?.({ loaded: 1, total: 1, percent: 100 });
        return {
          success: true,
          results: [
            { file: "Harbor.fountain", ok: true, scriptId: "s-1" },
            { file: "Notes.pdf", ok: false, error: "This file is not a valid PDF" },
          ],
        };
      },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ImportZipPanel />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const zip = new File([new Uint8Array([0x50, 0x4b])], "drafts.zip", { type: "application/zip" });
    fireEvent.change(screen.getByLabelText("ZIP file to import"), { target: { files: [zip] } });
    const list = await screen.findByRole("list", { name: "Import results" });
    expect(within(list).getByRole("link", { name: "Harbor.fountain" })).toHaveAttribute(
      "href",
      "/scripts/s-1",
    );
    expect(within(list).getByText(/not a valid PDF/)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
