/**
 * The actions on the selected object, as the caller's role sees them attached (GET
 * /v1/object/{id}/action): open ones first, each a link to its page with its type, its status in
 * the status's colour and its description. A role that may not read actions sees no list.
 */
import { Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@console/contract/action-statuses';
import { StatusTag } from '../../../components/action-status/status-tag';
import { detailHref, paths } from '../../../lib/paths';
import { useObjectActions } from '../api/get-object-actions';
import { openFirst } from '../model/object-actions';
import './object-actions.css';

export function ObjectActions({ objectId, statuses }: { objectId: number; statuses: readonly ActionStatus[] }) {
  const { t } = useTranslation();
  const actions = useObjectActions(objectId);
  if (actions.isError) return null;
  const list = openFirst(actions.data ?? []);
  const byId = new Map(statuses.map((s) => [s.id, s]));
  return (
    <section aria-label={t('map.actions')}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>{t('map.actions')}</Typography.Text>
      {actions.isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : list.length === 0
        ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.no_actions')} />
        : (
          <ul className="object-actions">
            {list.map((action) => (
              <li key={action.id} data-action-id={action.id} className={action.closed_at === null ? undefined : 'is-closed'}>
                <div className="object-actions-head">
                  <Link to={detailHref(paths.actions, action.id)}>{t('map.action_link', { id: action.id, type: action.dynamic_action_type_name })}</Link>
                  <StatusTag name={action.action_status_name} status={action.action_status_id === null ? undefined : byId.get(action.action_status_id)} />
                </div>
                {action.description ? <div className="object-actions-description" title={action.description}>{action.description}</div> : null}
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
