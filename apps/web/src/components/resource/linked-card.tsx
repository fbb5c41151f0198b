/** A card of a show screen listing what a row is linked to, with a link to its editor. */
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { linkColumns } from '../link-table/link-table';
import type { ListColumn } from '../list-table/list-columns';
import { ListTable } from '../list-table/list-table';
import { useLinks, type LinkSource } from './link-api';

export interface LinkedCardProps<L extends { id: number; name: string }> {
  title: string;
  source: LinkSource<L>;
  ownerId: number;
  /** The link editor's route. */
  editTo: string;
  columns?: readonly ListColumn<L>[];
}

export function LinkedCard<L extends { id: number; name: string }>({ title, source, ownerId, editTo, columns }: LinkedCardProps<L>) {
  const { t } = useTranslation();
  const links = useLinks(source, ownerId);
  return (
    <ListTable<L>
      title={title}
      rows={links.data}
      loading={links.isLoading}
      error={links.error}
      onRetry={() => void links.refetch()}
      columns={columns ?? linkColumns<L>()}
      extra={<LinkButton to={editTo} icon={<EditOutlined aria-hidden />}>{t('common.edit')}</LinkButton>}
    />
  );
}
