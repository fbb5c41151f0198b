/** The last column of a list: the 'Bekijken' link button per row to its detail screen, or the screen's own buttons. */
import type { ReactNode } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { LinkButton } from '../link-button';
import type { TableColumn } from './table-column';

/** A column of the screen's buttons for each row (a restore), headed 'Acties'. */
export function actionsColumn<T>(render: (row: T) => ReactNode, t: TFunction): TableColumn<T> {
  return { key: '__view', title: t('common.actions'), width: 120, align: 'end', render };
}

export function viewColumn<T>(viewHref: (row: T) => string, t: TFunction): TableColumn<T> {
  return actionsColumn((row: T) => (
    <LinkButton to={viewHref(row)} size="small" icon={<EyeOutlined aria-hidden />}>
      {t('table.view')}
    </LinkButton>
  ), t);
}
