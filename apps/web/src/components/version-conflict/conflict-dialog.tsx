/**
 * The dialog of a save refused because someone else saved the record meanwhile: who and when,
 * and for every field that differs both values, the one saved meanwhile and the user's, as a
 * choice of which to keep. Saving keeps the choices; "take theirs" drops the user's values;
 * cancelling goes back to the form as it was, nothing saved.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { VersionChange } from '@console/contract/versions';
import { formatMoment } from '../../lib/format-moment';
import type { ConflictRow, Side } from './conflict-model';
import './conflict-dialog.css';

export interface ConflictField {
  key: string;
  label: string;
  /** how the value reads in the form (a lookup's name, Ja/Nee, ...); default: as text */
  show?: (value: unknown) => string;
}

export interface ConflictDialogProps {
  rows: readonly ConflictRow[];
  fields: readonly ConflictField[];
  changes: readonly VersionChange[];
  onSave: (choices: Record<string, Side>) => void;
  onTheirs: () => void;
  onCancel: () => void;
}

/** Who saved meanwhile and when last, in words; 'someone else' when the log does not say. */
export function whoChanged(changes: readonly VersionChange[], t: TFunction, lang: string): string {
  const names = [...new Set(changes.map((c) => c.user_name).filter((n): n is string => Boolean(n)))];
  const last = changes.at(-1)?.at;
  return names.length > 0 && last ? t('conflict.by_whom', { names: names.join(', '), when: formatMoment(last, lang) }) : t('conflict.by_someone');
}

/** A value as the dialog writes it: empty as '(leeg)', a yes/no in words. */
function useShow() {
  const { t } = useTranslation();
  return (field: ConflictField | undefined, value: unknown): string => {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('conflict.empty');
    if (field?.show) return field.show(value);
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
}

export function ConflictDialog({ rows, fields, changes, onSave, onTheirs, onCancel }: ConflictDialogProps) {
  const { t, i18n } = useTranslation();
  const show = useShow();
  const [choices, setChoices] = useState<Record<string, Side>>(() => Object.fromEntries(rows.map((r) => [r.key, r.choice])));
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const who = whoChanged(changes, t, i18n.language);

  return (
    <Modal
      open
      title={t('conflict.title')}
      onCancel={onCancel}
      width={640}
      footer={(
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button onClick={onTheirs}>{t('conflict.take_theirs')}</Button>
          <Button type="primary" onClick={() => onSave(choices)}>{t('conflict.save_choices')}</Button>
        </Flex>
      )}
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={who} description={t('conflict.not_saved')} />
        {rows.length === 0 ? <Typography.Text>{t('conflict.no_differences')}</Typography.Text> : null}
        {rows.map((row) => {
          const field = byKey.get(row.key);
          const label = field?.label ?? row.key;
          return (
            <fieldset key={row.key} className="conflict-field" aria-label={label}>
              <legend>
                <Typography.Text strong>{label}</Typography.Text>
                {row.changedMeanwhile && row.changedByMe ? <Typography.Text type="danger"> · {t('conflict.both_changed')}</Typography.Text> : null}
              </legend>
              <Radio.Group value={choices[row.key]} onChange={(e) => setChoices((c) => ({ ...c, [row.key]: e.target.value as Side }))}>
                <Flex vertical gap={4}>
                  <Radio value="theirs">{t('conflict.theirs')}: <Typography.Text strong>{show(field, row.theirs)}</Typography.Text></Radio>
                  <Radio value="mine">{t('conflict.mine')}: <Typography.Text strong>{show(field, row.mine)}</Typography.Text></Radio>
                </Flex>
              </Radio.Group>
            </fieldset>
          );
        })}
      </Flex>
    </Modal>
  );
}
