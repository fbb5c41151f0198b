/**
 * A moment as the console's language writes it: '23 nov 2026, 14:05' / '23 Nov 2026, 14:05'.
 * One formatter per language, made once: `toLocaleString` with options makes a new one per call,
 * which a list of dates paid for on every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(lang: string): Intl.DateTimeFormat {
  const locale = lang.startsWith('en') ? 'en-GB' : 'nl-NL';
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return formatter;
}

/** The ISO moment in the language's words; the text itself when it is not a moment. */
export function formatMoment(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatterOf(lang).format(date);
}
