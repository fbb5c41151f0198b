/**
 * A save refused because the record changed since the form read it (409/412, contract
 * versions.ts), as pure functions over a form's values: which fields differ between the user's
 * values and the record as it is now, what to keep of each by default, and the values to save.
 * Three versions meet: `base` (what the form read), `mine` (what the user would save) and
 * `theirs` (what is saved now). A field only one side changed keeps that side's value; one both
 * changed keeps the user's unless they choose otherwise.
 */
import { versionConflictSchema, type VersionConflict } from '@console/contract/versions';
import { ApiError } from '../../lib/api-error';

export type FormValues = Record<string, unknown>;
export type Side = 'mine' | 'theirs';

/** The conflict a failed save carries: a 409 or 412 with its changes and the record now; else null. */
export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 412)) return null;
  const parsed = versionConflictSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Nothing filled in is one value, however a form holds it (undefined, null, '', []). */
function normal(value: unknown): unknown {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  return value;
}

/** Whether two form values say the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  const x = normal(a);
  const y = normal(b);
  return x === y || JSON.stringify(x) === JSON.stringify(y);
}

export interface ConflictRow {
  key: string;
  mine: unknown;
  theirs: unknown;
  /** saved by someone else since the form read it */
  changedMeanwhile: boolean;
  /** changed by the user in the form */
  changedByMe: boolean;
  /** what is kept unless the user chooses otherwise */
  choice: Side;
}

/** The fields (in `keys` order) whose value differs between the user's and the record now. */
export function conflictRows(keys: readonly string[], base: FormValues, mine: FormValues, theirs: FormValues): ConflictRow[] {
  return keys.filter((key) => !sameValue(mine[key], theirs[key])).map((key) => {
    const changedByMe = !sameValue(base[key], mine[key]);
    const changedMeanwhile = !sameValue(base[key], theirs[key]);
    return { key, mine: mine[key], theirs: theirs[key], changedByMe, changedMeanwhile, choice: changedByMe ? 'mine' : 'theirs' };
  });
}

/** The values to save: the record as it is now, with the user's value wherever they chose theirs over it. */
export function mergedValues(mine: FormValues, theirs: FormValues, choices: Readonly<Record<string, Side>>): FormValues {
  const out: FormValues = { ...theirs };
  for (const [key, side] of Object.entries(choices)) if (side === 'mine') out[key] = mine[key];
  return out;
}
