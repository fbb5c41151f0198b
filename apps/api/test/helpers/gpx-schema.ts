/**
 * A GPX file checked against the official GPX 1.1 schema (TopoGrafix's XSD) with libxml2's
 * xmllint. npm test provides both (scripts/lib/common.sh, `provide_gpx_schema`): the XSD comes
 * out of Debian's pytrainer package, the only Debian package that ships it. When either is
 * missing the check fails and says how to get it; it never passes unchecked.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where npm test puts the schema; GPX_XSD names another copy. */
export const gpxSchemaPath = process.env.GPX_XSD ?? path.join(repoRoot, '.cache/gpx/Topografix_gpx11.xsd');

const howToGet = 'run `npm test -- typecheck` once as root (its prerequisites step installs Debian\'s libxml2-utils and'
  + ' takes the XSD out of the pytrainer package), or by hand: apt-get install -y libxml2-utils;'
  + ` apt-get download pytrainer && dpkg-deb -x pytrainer_*.deb x && cp x/usr/share/pytrainer/schemas/Topografix_gpx11.xsd ${gpxSchemaPath}`;

const xmllint = (args: string[]) => new Promise<{ code: number; output: string }>((resolve, reject) => {
  execFile('xmllint', args, { timeout: 60_000 }, (err, stdout, stderr) => {
    if (err && 'code' in err && err.code === 'ENOENT') reject(new Error(`xmllint is missing: ${howToGet}`));
    else resolve({ code: err ? Number(err.code ?? 1) : 0, output: `${stdout}${stderr}` });
  });
});

/**
 * What the GPX 1.1 schema finds wrong in `gpx`: xmllint's messages, or '' for a valid file.
 * Throws, saying how to install them, when xmllint or the schema is missing.
 */
export async function gpxSchemaErrors(gpx: string): Promise<string> {
  if (!existsSync(gpxSchemaPath)) throw new Error(`the GPX 1.1 schema is missing at ${gpxSchemaPath}: ${howToGet}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'gpx-'));
  try {
    const file = path.join(dir, 'route.gpx');
    await writeFile(file, gpx);
    const { code, output } = await xmllint(['--noout', '--nonet', '--schema', gpxSchemaPath, file]);
    if (code === 0) return '';
    return output.trim() || `xmllint exited ${code}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
