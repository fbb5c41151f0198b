/**
 * The attributes of a map object type or action type: id, name, type, required (and the
 * default value for map object types). The sort switch enables drag reordering; after a drag
 * the new order is saved. Each row toggles between view and edit mode with Edit, Save and
 * Cancel (which asks 'Sure to cancel?'); in edit mode required is a checkbox, and the default
 * is a select of lookup values (with a 'none' option) or a checkbox for booleans.
 */
import { useState } from 'react';
import { App, Button, Checkbox, Popconfirm, Space } from 'antd';
import { EditOutlined, FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { attributeTypeLabel } from '../../lib/attribute-types';
import { DefaultInput, defaultText } from './default-value-input';
import { SortTable } from '../sort-table/sort-table';
import type { ListColumn } from '../list-table/list-columns';
import type { TableColumn } from '../list-table/table-column';
import { useLinkMutations, useLinks, type LinkSource } from './link-api';

export interface AttributeLinkRow {
  id: number;
  name: string;
  type: string;
  required: boolean;
  order: number;
  default_value?: unknown;
  lookup_values?: { id: number; name: string }[];
}

interface Draft { required: boolean; defaultValue: unknown }

export interface LinkAttributesTableProps<L extends AttributeLinkRow> {
  title: string;
  source: LinkSource<L>;
  ownerId: number;
  /** The link editor's route. */
  editTo: string;
  /** Saves a default value (map object types); without it there is no default column. */
  saveDefault?: (attributeId: number, value: unknown) => Promise<unknown>;
  /** The page of one attribute's default value (map object types). */
  defaultTo?: (attributeId: number) => string;
}

export function LinkAttributesTable<L extends AttributeLinkRow>({ title, source, ownerId, editTo, saveDefault, defaultTo }: LinkAttributesTableProps<L>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const links = useLinks(source, ownerId);
  const { update, reorder } = useLinkMutations(source, ownerId);
  const [editing, setEditing] = useState<{ id: number; draft: Draft } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (row: L) => {
    if (!editing) return;
    setSaving(true);
    try {
      if (editing.draft.required !== row.required) await update.mutateAsync([{ id: row.id, required: editing.draft.required }]);
      if (saveDefault && editing.draft.defaultValue !== (row.default_value ?? null)) await saveDefault(row.id, editing.draft.defaultValue);
      void message.success(t('link_attributes.saved'));
      setEditing(null);
    } catch {
      // Reported by the http client; the row stays in edit mode.
    } finally {
      setSaving(false);
    }
  };

  const draftOf = (row: L): Draft => ({ required: row.required, defaultValue: row.default_value ?? null });
  const setDraft = (patch: Partial<Draft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));

  const columns: ListColumn<L>[] = [
    { key: 'id', title: 'common.id', width: 90 },
    { key: 'name', title: 'common.name' },
    { key: 'type', title: 'link_attributes.type', render: (row) => attributeTypeLabel(row.type, t) },
    {
      key: 'required', title: 'link_attributes.required', width: 110,
      render: (row) => (editing?.id === row.id
        ? <Checkbox aria-label={t('link_attributes.required_of', { name: row.name })} checked={editing.draft.required} onChange={(e) => setDraft({ required: e.target.checked })} />
        : row.required ? t('common.yes') : t('common.no')),
    },
    ...(saveDefault ? [{
      key: 'default_value' as const, title: 'link_attributes.default_value',
      render: (row: L) => (editing?.id === row.id
        ? <DefaultInput row={row} value={editing.draft.defaultValue} onChange={(v) => setDraft({ defaultValue: v })} />
        : defaultText(row, t)),
    }] : []),
  ];
  const actions: TableColumn<L> = {
    key: 'actions', title: t('common.actions'), width: 200,
    render: (row) => (editing?.id === row.id ? (
      <Space>
        <Button size="small" type="primary" loading={saving} onClick={() => void save(row)}>{t('common.save')}</Button>
        <Popconfirm title={t('link_attributes.cancel_confirm')} okText={t('common.yes')} cancelText={t('common.no')} onConfirm={() => setEditing(null)}>
          <Button size="small">{t('common.cancel')}</Button>
        </Popconfirm>
      </Space>
    ) : (
      <Space>
        <Button size="small" icon={<EditOutlined aria-hidden />} disabled={editing !== null}
          aria-label={t('link_attributes.edit_of', { name: row.name })} onClick={() => setEditing({ id: row.id, draft: draftOf(row) })}>
          {/* The start of its accessible name ('Bewerk Nummer'), as axe's label-content-name-mismatch asks. */}
          {t('link_attributes.edit_short')}
        </Button>
        {defaultTo ? (
          <LinkButton size="small" to={defaultTo(row.id)} icon={<FormOutlined aria-hidden />} disabled={editing !== null}
            aria-label={t('link_attributes.default_edit_of', { name: row.name })} title={t('link_attributes.default_edit_of', { name: row.name })} />
        ) : null}
      </Space>
    )),
  };

  return (
    <SortTable<L>
      title={title}
      rows={links.data}
      loading={links.isLoading}
      onReorder={async (ids) => {
        await reorder.mutateAsync(ids);
        void message.success(t('link_attributes.order_saved'));
      }}
      extra={<LinkButton to={editTo} icon={<EditOutlined aria-hidden />}>{t('common.edit')}</LinkButton>}
      columns={columns}
      trailing={[actions]}
    />
  );
}
