/**
 * The language files, merged: src/locales/{nl,en}.json hold the shell's texts, and every
 * feature may keep its own in src/features/<feature>/locales/{nl,en}.json, under a top-level
 * key of its own (e.g. "users"), so screens are added without touching a shared file.
 */
import nl from '../locales/nl.json';
import en from '../locales/en.json';

type Tree = Record<string, unknown>;

const featureFiles = import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' });

function filesOf(lang: 'nl' | 'en'): Tree[] {
  return Object.entries(featureFiles)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, tree]) => tree);
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

export const translations = {
  nl: mergeTrees(nl, filesOf('nl')),
  en: mergeTrees(en, filesOf('en')),
};
