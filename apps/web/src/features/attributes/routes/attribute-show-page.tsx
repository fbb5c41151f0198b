/**
 * Route 'admin.map_object_attributes.show': the attribute's card, and for lookup and
 * multi_lookup types its lookup values, drag-sortable, each with edit and delete.
 */
import { App, Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOOKUP_TYPES, type Attribute, type LookupValue } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../../../components/confirm/use-confirm-delete';
import { LinkButton } from '../../../components/link-button';
import { ResourceShowPage } from '../../../components/resource/resource-pages';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { SortTable } from '../../../components/sort-table/sort-table';
import { hrefOf } from '../../../lib/paths';
import { useDeleteLookupValue } from '../api/delete-lookup-value';
import { useLookupValues } from '../api/get-lookup-values';
import { useOrderLookupValues } from '../api/order-lookup-values';
import { LookupImportButton } from '../components/lookup-import-button';
import { attributes, lookupPaths } from '../resource';


/** A lookup value's columns beside its buttons. */
const LOOKUP_COLUMNS: ListColumn<LookupValue>[] = [
  { key: 'id', title: 'common.id', width: 100 },
  { key: 'name', title: 'common.name' },
];
function LookupValues({ attribute }: { attribute: Attribute }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const values = useLookupValues(attribute.id);
  const remove = useDeleteLookupValue(attribute.id);
  const reorder = useOrderLookupValues(attribute.id);
  const askDelete = (value: LookupValue) => confirm({
    title: t('attributes.lookup_delete_title', { name: value.name }),
    row: apiPaths.row(apiPaths.lookupValues(attribute.id), value.id),
    onConfirm: async () => {
      await remove.mutateAsync(value.id);
      void message.success(t('attributes.lookup_deleted'));
    },
  });
  return (
    <SortTable<LookupValue>
      title={t('attributes.lookup_values')}
      rows={values.data}
      loading={values.isLoading}
      onReorder={async (ids) => {
        await reorder.mutateAsync(ids);
        void message.success(t('attributes.lookup_order_saved'));
      }}
      columns={LOOKUP_COLUMNS}
      trailing={[
        {
          key: 'actions', title: t('common.actions'), width: 200, render: (value: LookupValue) => (
            <Space>
              <LinkButton size="small" icon={<EditOutlined aria-hidden />} to={hrefOf(lookupPaths.edit.path, { id: attribute.id, lookup_id: value.id })}
                aria-label={t('attributes.lookup_edit_named', { name: value.name })}>{t('attributes.lookup_edit_short')}</LinkButton>
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => askDelete(value)}
                aria-label={t('attributes.lookup_delete_named', { name: value.name })}>{t('attributes.lookup_delete_short')}</Button>
            </Space>
          ),
        },
      ]}
      extra={(
        <Space>
          <LookupImportButton attributeId={attribute.id} />
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={hrefOf(lookupPaths.create.path, { id: attribute.id })}>{t('attributes.lookup_create')}</LinkButton>
        </Space>
      )}
    />
  );
}

export function AttributeShowPage() {
  return (
    <ResourceShowPage def={attributes}>
      {(row) => (LOOKUP_TYPES.includes(row.type) ? <LookupValues attribute={row} /> : null)}
    </ResourceShowPage>
  );
}
