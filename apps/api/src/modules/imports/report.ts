/**
 * What every import shares: the CSV read into rows by the header's names (a 400 for a file that
 * cannot be read), and the report of what each row does.
 */
import { IMPORT_MAX_ROWS, type ImportAction, type ImportReport } from '@console/contract/imports';
import { messageText, type Lang, type Message } from '@console/contract/messages';
import { CsvError, csvTable, readCsv, type CsvRecord } from '../../lib/csv-read';
import { badRequest, fieldError } from '../../lib/errors';
import type { Db } from '../../db/client';

export interface CsvRow<C extends string> { row: number; values: Partial<Record<C, string>> }

/** The records of an imported CSV file; a 400 on `csv` for a quote that is never closed. */
export function csvRecords(csv: string): CsvRecord[] {
  try {
    return readCsv(csv);
  } catch (e) {
    if (e instanceof CsvError) throw fieldError('csv', `import.unclosed_quote: ${e.line}`);
    throw e;
  }
}

/** The rows of the file by column name; 400 on `csv` for an unclosed quote, wrong columns, no or too many rows. */
export function csvRows<C extends string>(csv: string, columns: readonly C[], required: readonly C[]): CsvRow<C>[] {
  const table = csvTable(csvRecords(csv), columns, required);
  if ('missing' in table) {
    const wrong = [...table.missing, ...table.unknown.map((c) => c || '""')];
    throw fieldError('csv', `import.columns: ${wrong.join(', ')} (${columns.join(', ')})`);
  }
  if (!table.rows.length) throw fieldError('csv', 'import.empty');
  if (table.rows.length > IMPORT_MAX_ROWS) throw fieldError('csv', `import.too_many_rows: ${IMPORT_MAX_ROWS}`);
  return table.rows.map((r) => ({ row: r.line, values: r.values }));
}

/** One row's outcome while planning. */
export interface Planned { row: number; key: string; action: ImportAction; reasons: Message[] }

/** Rows seen before by a key (an e-mail address, a name): a later one names the first's row. */
export function duplicateCheck() {
  const seen = new Map<string, number>();
  return (key: string, row: number): Message | null => {
    const earlier = seen.get(key);
    if (earlier !== undefined) return `import.duplicate: ${earlier}`;
    seen.set(key, row);
    return null;
  };
}

/** The report of planned rows; a refused row makes an apply a 400 (nothing was written). */
export function reportOf(planned: Planned[], dryRun: boolean, lang: Lang): ImportReport {
  const counts = { create: 0, update: 0, refuse: 0 };
  for (const p of planned) counts[p.action] += 1;
  return {
    dry_run: dryRun,
    applied: !dryRun,
    counts,
    rows: planned.map((p) => ({ row: p.row, action: p.action, key: p.key, reasons: p.reasons, messages: p.reasons.map((r) => messageText(r, lang)) })),
  };
}

/** Throws the 400 of an apply with refused rows (before anything is written), on the file's field. */
export function refuseIfAny(planned: Planned[], field = 'csv'): void {
  const refused = planned.filter((p) => p.action === 'refuse').map((p) => p.row);
  if (!refused.length) return;
  const shown = refused.length > 20 ? `${refused.slice(0, 20).join(', ')}, …` : refused.join(', ');
  throw badRequest({ [field]: [`import.refused: ${shown}`] });
}

/** Thrown to roll a dry run's transaction back once its report is made. */
class DryRun extends Error {
  constructor(readonly report: ImportReport) { super('dry run'); }
}

/**
 * Runs `work` in a transaction: a dry run answers the report and rolls back; otherwise the
 * refused rows make it a 400 before anything is written.
 */
export async function inTransaction(db: Db, dryRun: boolean, work: (tx: Db, finish: (report: ImportReport) => void) => Promise<ImportReport>): Promise<ImportReport> {
  try {
    return await db.transaction((tx) => work(tx, (report) => { if (dryRun) throw new DryRun(report); }));
  } catch (e) {
    if (e instanceof DryRun) return e.report;
    throw e;
  }
}

