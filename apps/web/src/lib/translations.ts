/**
 * The language files, merged: src/locales/{nl,en}.json hold the shell's texts, and every
 * feature may keep its own in src/features/<feature>/locales/{nl,en}.json, under a top-level
 * key of its own (e.g. "users"), so screens are added without touching a shared file.
 *
 * A language loads when it is shown (lib/i18n.ts): the build puts all of one language's files
 * in one chunk of its own (vite.config.ts, texts-nl / texts-en), so the console never loads the
 * language it does not show.
 */
import type { Lang } from './storage';

type Tree = Record<string, unknown>;

const shellFiles = import.meta.glob<Tree>('../locales/*.json', { import: 'default' });
const featureFiles = import.meta.glob<Tree>('../features/*/locales/*.json', { import: 'default' });

/** The loaders of one language's files, in file order. */
function filesOf(files: Record<string, () => Promise<Tree>>, lang: Lang): (() => Promise<Tree>)[] {
  return Object.entries(files)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    // By code point: localeCompare's first call loads the browser's collation data, some 100 ms
    // at a phone's speed, and file paths need none.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, load]) => load);
}

/** Merges trees; a top-level key defined twice is a mistake and throws. */
export function mergeTrees(base: Tree, parts: Tree[]): Tree {
  const merged: Tree = { ...base };
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) throw new Error(`language key "${key}" is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}

/** All texts of one language: the shell's with every feature's. */
export async function loadTranslations(lang: Lang): Promise<Tree> {
  const [[shell], features] = await Promise.all([
    Promise.all(filesOf(shellFiles, lang).map((load) => load())),
    Promise.all(filesOf(featureFiles, lang).map((load) => load())),
  ]);
  if (!shell) throw new Error(`no texts for language "${lang}"`);
  return mergeTrees(shell, features);
}
