/**
 * CSV imports: POST /v1/user/import and POST /v1/attribute/{id}/lookup/import.
 * The CSV comes as the body (`text/csv`) or as `{csv}` in JSON; `dry_run=true` answers what
 * each row would do without changing anything, without it the whole file is applied in one
 * transaction, or nothing (a 400 naming the refused rows).
 */
import { z } from 'zod';

/** The largest file an import takes: a 400 names the limit beyond it. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
/** The most data rows one import takes. */
export const IMPORT_MAX_ROWS = 10_000;

/** The columns of a users import; name and email are required, the others may be left out. */
export const USER_IMPORT_COLUMNS = ['name', 'email', 'network', 'role', 'needs_license'] as const;
export const USER_IMPORT_REQUIRED = ['name', 'email'] as const;
/** The columns of a lookup values import; order may be left out (then: after the others, in file order). */
export const LOOKUP_IMPORT_COLUMNS = ['name', 'order'] as const;
export const LOOKUP_IMPORT_REQUIRED = ['name'] as const;

/** The file in JSON; over the limit a 400 on `csv` names it ('body.too_large' with the size). */
export const importBody = z.object({
  csv: z.string().max(IMPORT_MAX_BYTES, { error: `body.too_large: ${IMPORT_MAX_BYTES / 1024 / 1024} MB` }),
});
export type ImportBody = z.infer<typeof importBody>;

export const importQuery = z.object({
  dry_run: z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1'),
});

export const IMPORT_ACTIONS = ['create', 'update', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importRowSchema = z.object({
  /** the row's number as a spreadsheet shows it: the header is row 1 */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  /** what the row is about: the e-mail address of a user, the name of a lookup value */
  key: z.string(),
  /** why a row is refused, as message codes ('email.invalid', 'import.duplicate: 3') */
  reasons: z.array(z.string()),
  /** the reasons in the request's language */
  messages: z.array(z.string()),
}).meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  dry_run: z.boolean(),
  /** true when the rows were written (never on a dry run) */
  applied: z.boolean(),
  counts: z.object({ create: z.number().int(), update: z.number().int(), refuse: z.number().int() }),
  rows: z.array(importRowSchema),
}).meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;
