import yauzl from "yauzl";

import {
  IMPORT_FILE_EXTENSIONS,
  MAX_IMPORT_TOTAL_BYTES,
  MAX_IMPORT_ZIP_ENTRIES,
  MAX_SCRIPT_FILE_BYTES,
} from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";

/** Central-directory entries above this make the whole ZIP refused before any entry is read. */
const MAX_CENTRAL_DIRECTORY_ENTRIES = 1000;
export const NOT_A_ZIP = "That file is not a ZIP archive. Choose a .zip of PDF, FDX or Fountain files.";

export interface ZipCandidate {
  /** The base name only: folders inside the ZIP and path tricks never matter. */
  file: string;
  /** A reason the entry is refused before reading, or undefined when it may be read. */
  refused?: string;
  entry: yauzl.Entry;
}

/** The base name of a raw entry name (UTF-8 when flagged, else Latin-1), folders and drive stripped. */
function baseName(raw: Buffer, utf8: boolean): string {
  const name = raw.toString(utf8 ? "utf8" : "latin1");
  return (name.split(/[/\\]/).pop() ?? "").replace(/^[a-zA-Z]:/, "").replaceAll("\u0000", "");
}

function isSkipped(raw: string, base: string): boolean {
  if (raw.endsWith("/") || raw.endsWith("\\") || base === "") return true;
  if (raw.split(/[/\\]/).includes("__MACOSX")) return true;
  return base.startsWith(".");
}

const isScriptFile = (base: string) => IMPORT_FILE_EXTENSIONS.some((ext) => base.toLowerCase().endsWith(ext));

/** Opens the uploaded bytes as a ZIP; anything else is a 400 with a clear message. */
export function openZip(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: false }, (err, zip) => {
      if (err || !zip) reject(new AppError("BAD_REQUEST", NOT_A_ZIP));
      else resolve(zip);
    });
  });
}

/**
 * Lists the script files of a ZIP from its central directory: directories, __MACOSX and dot-files are
 * skipped, other kinds of file ignored. Sizes declared there are checked here (per entry, count, and
 * total); the same limits are enforced again while each entry is streamed.
 */
export function listCandidates(zip: yauzl.ZipFile): Promise<ZipCandidate[]> {
  if (zip.entryCount > MAX_CENTRAL_DIRECTORY_ENTRIES)
    return Promise.reject(
      new AppError(
        "BAD_REQUEST",
        `That ZIP holds too many entries (at most ${MAX_IMPORT_ZIP_ENTRIES} files)`,
      ),
    );
  const candidates: ZipCandidate[] = [];
  let declaredTotal = 0;
  // Script files count towards the limit; anything else in the ZIP is ignored (up to the
  // central-directory cap above, so a ZIP of a million entries is refused before it is walked).
  let files = 0;
  return new Promise((resolve, reject) => {
    zip.on("error", () => reject(new AppError("BAD_REQUEST", NOT_A_ZIP)));
    zip.on("end", () => resolve(candidates));
    zip.on("entry", (entry: yauzl.Entry) => {
      const rawBuffer = entry.fileName as unknown as Buffer;
      const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
      const raw = rawBuffer.toString(utf8 ? "utf8" : "latin1");
      const file = baseName(rawBuffer, utf8);
      if (!isSkipped(raw, file) && isScriptFile(file)) {
        files += 1;
        let refused: string | undefined;
        if (files > MAX_IMPORT_ZIP_ENTRIES)
          refused = `Too many files: at most ${MAX_IMPORT_ZIP_ENTRIES} per ZIP`;
        else if (entry.uncompressedSize > MAX_SCRIPT_FILE_BYTES) refused = ENTRY_TOO_LARGE;
        else if (declaredTotal + entry.uncompressedSize > MAX_IMPORT_TOTAL_BYTES) refused = TOTAL_TOO_LARGE;
        if (!refused) declaredTotal += entry.uncompressedSize;
        candidates.push({ file, refused, entry });
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

export const ENTRY_TOO_LARGE = `File is too large (max ${MAX_SCRIPT_FILE_BYTES / 1024 / 1024} MB)`;
export const TOTAL_TOO_LARGE = `The ZIP unpacks to more than ${MAX_IMPORT_TOTAL_BYTES / 1024 / 1024} MB in all`;

/** Reads one entry, stopping at the per-file limit whatever the central directory claimed. */
export function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(new AppError("BAD_REQUEST", "File could not be read from the ZIP"));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_SCRIPT_FILE_BYTES) {
          stream.destroy();
          reject(new AppError("PAYLOAD_TOO_LARGE", ENTRY_TOO_LARGE));
          return;
        }
        chunks.push(chunk);
      });
      stream.on("error", () => reject(new AppError("BAD_REQUEST", "File could not be read from the ZIP")));
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}
