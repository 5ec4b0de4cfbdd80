import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/** The message a second process gets when the embedded database is already open. */
export function dataDirBusyMessage(dir: string, pid: number): string {
  return (
    `The embedded database in ${dir} is in use by another process (pid ${pid}), most likely ` +
    "`npm start`. PGlite allows one process at a time: stop the server, run this command, then start it again " +
    "(or set DATABASE_URL to use PostgreSQL, which allows both)."
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One process at a time may open an embedded (PGlite) data directory: two would corrupt it, or each
 * see a different state. The lock file holds the owner's pid; a lock whose process is gone is stale
 * and taken over. Returns the release function (also run on exit).
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory, not in it: the directory is PostgreSQL's own.
  const file = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))
        throw new Error(dataDirBusyMessage(dir, owner));
      rmSync(file, { force: true }); // stale: its process ended without cleaning up
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
