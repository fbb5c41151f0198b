/** The 'Bekijken' column of a list: a link button per row to its detail screen. */
import { EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { LinkButton } from '../link-button';
import type { TableColumn } from './table-column';

export function viewColumn<T>(viewHref: (row: T) => string, t: TFunction): TableColumn<T> {
  return {
    key: '__view',
    title: t('common.actions'),
    width: 120,
    align: 'end',
    render: (row: T) => (
      <LinkButton to={viewHref(row)} size="small" icon={<EyeOutlined aria-hidden />}>
        {t('table.view')}
      </LinkButton>
    ),
  };
}
