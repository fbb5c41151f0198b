/**
 * What uses a row, as the delete dialogs name it (GET …/{id}/usage, contract/usage.ts): one line
 * per kind, "6 kaartobjecttypen worden ontkoppeld: afvalbak, Bord, … en 1 meer".
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Usage } from '@console/contract/usage';

export function UsageList({ uses }: { uses: Usage['uses'] }) {
  const { t } = useTranslation();
  if (uses.length === 0) return null;
  return (
    <ul className="usage-list" aria-label={t('usage.label')}>
      {uses.map((use) => {
        const more = use.count - use.names.length;
        const names = use.names.join(', ') + (more > 0 ? ` ${t('usage.and_more', { count: more })}` : '');
        return (
          <li key={`${use.effect}-${use.kind}`}>
            {t(`usage.${use.effect}.${use.kind}`, { count: use.count })}: <Typography.Text strong>{names}</Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
