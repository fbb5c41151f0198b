/**
 * An entry's changes, one line per field: "field: before → after" (an empty side as –).
 * Secrets come from the server as "***" and are shown as they come.
 */
import { Typography } from 'antd';
import type { AuditEntry } from '@console/contract/audit';
import { useTranslation } from 'react-i18next';

const MAX = 120;

/** A value as short text: strings as they are, lists joined, objects as JSON, long ones cut. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = typeof value === 'string' ? value
    : Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join(', ')
      : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const { t } = useTranslation();
  const fields = Object.entries(changes ?? {});
  if (!fields.length) return '–';
  return (
    <ul className="audit-changes" style={{ margin: 0, paddingInlineStart: 16 }}>
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <Typography.Text strong>{t(`audit.fields.${field}`, { defaultValue: field })}</Typography.Text>
          {': '}
          <Typography.Text delete={before !== null && after !== null && before !== after}>{valueText(before)}</Typography.Text>
          {' → '}
          <Typography.Text>{valueText(after)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
