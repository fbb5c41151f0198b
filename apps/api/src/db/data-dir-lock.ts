/**
 * Embedded PGlite is one database in one process: two server processes on one DATA_DIR would
 * each write the same files and corrupt them. The first process to start writes its pid into
 * DATA_DIR/server.pid; another one that finds a live pid there refuses to start, saying why
 * and what to do instead. A pid file left by a process that ended (a crash, a kill -9) is
 * taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUse extends Error {
  constructor(dir: string, pid: number) {
    super(`DATA_DIR ${dir} is in use by another server process (pid ${pid}). The embedded database (PGlite) ` +
      'serves one process only: stop that process, give this one a DATA_DIR of its own, or run several ' +
      'processes on one PostgreSQL database (DATABASE_URL; see docs/operations.md).');
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return err instanceof Error && 'code' in err && err.code === 'EPERM';
  }
}

/** Takes `dir` for this process; answers the function that gives it back. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if (!(err instanceof Error && 'code' in err && err.code === 'EEXIST')) throw err;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) throw new DataDirInUse(dir, holder);
      // Left behind by a process that ended: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take ${file}`);
}
