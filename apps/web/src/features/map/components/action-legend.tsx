/**
 * The legend of the map's action rings: each status of the actions in view with its colour
 * (components/action-status/status-colour.ts), in a small box over the map's lower left corner
 * that folds to its title. Nothing when no action is in view.
 */
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@console/contract/action-statuses';
import { StatusRing } from '../../../components/action-status/status-ring';
import './action-legend.css';

export function ActionLegend({ statuses }: { statuses: readonly ActionStatus[] }) {
  const { t } = useTranslation();
  if (statuses.length === 0) return null;
  return (
    <details className="map-legend" open aria-label={t('map.legend_title')}>
      <summary>{t('map.legend_title')}</summary>
      <ul>
        {statuses.map((status) => (
          <li key={status.id} data-status-id={status.id}>
            <StatusRing status={status} />
            {status.name}
          </li>
        ))}
      </ul>
    </details>
  );
}
