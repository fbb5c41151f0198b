/**
 * A file the console cannot even send: a GeoJSON import whose text is no JSON. The import dialog
 * shows its message as it shows the server's refusals, saying where the text goes wrong, instead
 * of a bare "Het bestand kan niet worden geïmporteerd".
 */
import { i18n } from './i18n';

export class UnreadableFile extends Error {}

/** Where JSON.parse stopped reading `text` (1-based line and column), from its error's message; null when it does not say. */
export function jsonErrorAt(text: string, error: unknown): { line: number; column: number } | null {
  const message = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(message);
  const at = position ? Number(position[1]) : snippetPosition(text, message);
  if (at === null) return null;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/** The place of the unexpected token in the form `Unexpected token 'x', ..."text around it"... is not valid JSON` (V8 of late). */
function snippetPosition(text: string, message: string): number | null {
  const found = /^Unexpected token '(.)', (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON$/.exec(message);
  if (!found) return null;
  const [, token, snippet] = found;
  const start = text.indexOf(snippet);
  const inSnippet = snippet.indexOf(token);
  return start < 0 || inSnippet < 0 ? null : start + inSnippet;
}

/** The GeoJSON in `text`, or an UnreadableFile saying where it is no JSON. */
export function parseGeoJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = jsonErrorAt(text, error);
    throw new UnreadableFile(at ? i18n.t('csv_import.not_json_at', at) : i18n.t('csv_import.not_json'));
  }
}
