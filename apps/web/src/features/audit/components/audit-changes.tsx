/**
 * An entry's changes, one line per field: "field: before → after" (an empty side as –), in
 * words (audit-words.ts): names for ids, Ja/Nee, dates, one phrase for a geometry.
 * Secrets come from the server as "***" and are shown as they come.
 */
import { Typography } from 'antd';
import type { AuditEntry } from '@console/contract/audit';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { changeLines } from './audit-words';

export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'changes' | 'names'> }) {
  const { t } = useTranslation();
  const lines = changeLines(t, currentLang(), entry);
  if (!lines.length) return '–';
  return (
    <ul className="audit-changes" style={{ margin: 0, paddingInlineStart: 16 }}>
      {lines.map((line) => (
        <li key={line.field}>
          <Typography.Text strong>{line.label}</Typography.Text>
          {': '}
          {'phrase' in line ? <Typography.Text>{line.phrase}</Typography.Text> : (
            <>
              <Typography.Text delete={line.changed}>{line.before}</Typography.Text>
              {' → '}
              <Typography.Text>{line.after}</Typography.Text>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
