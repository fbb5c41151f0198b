/**
 * A form's save that carries the version of the record it read (its `updated_at`), and meets a
 * refusal because someone saved it meanwhile (409/412) with the conflict dialog instead of an
 * error: the user sees both values of every field that differs and chooses; their choices are
 * saved on the version now known, or the record as it is now is taken into the form. Any other
 * failure is the form's, as before (`onError`: a 400 onto its fields).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VersionConflict } from '@console/contract/versions';
import { ConflictDialog, type ConflictField } from './conflict-dialog';
import { conflictRows, mergedValues, versionConflictOf, type ConflictRow, type FormValues, type Side } from './conflict-model';

export interface VersionedSaveOptions<R> {
  /** the record the form was filled from */
  record: R;
  /** the form's values of a record */
  valuesOf: (record: R) => FormValues;
  /** the record in a conflict's answer, read as the form's record; null when it is not one */
  parse: (current: Record<string, unknown>) => R | null;
  fields: readonly ConflictField[];
  /** sends the values, made on the record's version (the form's, or after a conflict the one now known) */
  send: (values: FormValues, record: R) => Promise<unknown>;
  /** the user takes the record as it is now: show it in the form */
  onTheirs: (record: R) => void;
  /** the user's choices go into the form before they are saved */
  setValues: (values: FormValues) => void;
  /** any other failure of a save */
  onError: (error: unknown) => void;
}

interface Open<R> { conflict: VersionConflict; rows: ConflictRow[]; mine: FormValues; theirs: FormValues; record: R }

export function useVersionedSave<R>(options: VersionedSaveOptions<R>): { save: (values: FormValues) => Promise<void>; dialog: ReactNode } {
  const { record, valuesOf, parse, fields, send, onTheirs, setValues, onError } = options;
  // After the user chose in a conflict, the record known is the one in its answer, until the form is filled anew.
  const known = useRef<R>(record);
  useEffect(() => { known.current = record; }, [record]);
  const [open, setOpen] = useState<Open<R> | null>(null);

  const save = async (values: FormValues): Promise<void> => {
    const base = known.current;
    try {
      await send(values, base);
    } catch (error) {
      const conflict = versionConflictOf(error);
      const now = conflict ? parse(conflict.current) : null;
      if (!conflict || !now) { onError(error); return; }
      const theirs = valuesOf(now);
      setOpen({ conflict, rows: conflictRows(fields.map((f) => f.key), valuesOf(base), values, theirs), mine: values, theirs, record: now });
    }
  };

  const dialog = open ? (
    <ConflictDialog
      rows={open.rows}
      fields={fields}
      changes={open.conflict.changes}
      onCancel={() => setOpen(null)}
      onTheirs={() => { setOpen(null); onTheirs(open.record); }}
      onSave={(choices: Record<string, Side>) => {
        setOpen(null);
        // Made on the version now known; cancelled, the next save meets the same conflict again.
        known.current = open.record;
        const merged = mergedValues(open.mine, open.theirs, choices);
        setValues(merged);
        void save(merged);
      }}
    />
  ) : null;
  return { save, dialog };
}
