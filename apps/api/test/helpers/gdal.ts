/**
 * GDAL's command-line tools (Debian's gdal-bin, which npm test installs) run against a server of
 * the test: the output, or a failure that shows GDAL's own words.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs `ogrinfo`, `ogr2ogr`, ... with `args`; answers stdout. */
export function gdal(tool: 'ogrinfo' | 'ogr2ogr', args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CPL_DEBUG: 'OFF' } }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${tool} ${args.join(' ')} failed: ${err.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/**
 * Runs `ogrinfo` or `ogr2ogr` and fails on any `ERROR` GDAL prints, even when it carries on and
 * exits 0 (as it does after a refused Content-Type on a filtered read): answers stdout.
 */
export async function gdalClean(tool: 'ogrinfo' | 'ogr2ogr', args: string[]): Promise<string> {
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    execFile(tool, args, { timeout: 120_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CPL_DEBUG: 'OFF' } }, (err, out, errOut) => {
      if (err) reject(new Error(`${tool} ${args.join(' ')} failed: ${err.message}\n${errOut}`));
      else resolve({ stdout: out, stderr: errOut });
    });
  });
  const errors = `${stdout}\n${stderr}`.split('\n').filter((line) => line.includes('ERROR'));
  if (errors.length) throw new Error(`${tool} ${args.join(' ')} printed:\n${errors.join('\n')}`);
  return stdout;
}

/** A directory of its own for GDAL's output files, and its removal. */
export async function gdalDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ogc-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
