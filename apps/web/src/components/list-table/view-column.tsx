/** The 'Bekijken' column of a list: a link button per row to its detail screen. */
import type { TableColumnType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { LinkButton } from '../link-button';

export function viewColumn<T>(viewHref: (row: T) => string, t: TFunction): TableColumnType<T> {
  return {
    key: '__view',
    title: t('common.actions'),
    width: 120,
    align: 'right',
    render: (_: unknown, row: T) => (
      <LinkButton to={viewHref(row)} size="small" icon={<EyeOutlined aria-hidden />}>
        {t('table.view')}
      </LinkButton>
    ),
  };
}
