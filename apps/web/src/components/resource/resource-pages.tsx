/**
 * The four screens of a declared resource: list (sortable, searchable columns, a view button
 * per row, a create button), show (the fields and an actions menu with edit and delete, which
 * asks first), create (then its show screen) and edit (then back to show).
 */
import type { ReactNode } from 'react';
import { App, Flex } from 'antd';
import { Card } from '../page/card';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@console/contract/paths';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import { DetailCard, type DetailAction, type DetailField } from '../detail-card/detail-card';
import type { ListColumn } from '../list-table/list-columns';
import { ListTable } from '../list-table/list-table';
import { LoadFailed } from '../page/load-failed';
import { PageLoading } from '../page/page-loading';
import { hrefOf } from '../../lib/paths';
import { useRouteId } from '../../lib/route-id';
import { fieldOptionLabel, showValue } from './field-values';
import { resourceText, type ResourceDef, type ResourceRoutes, type ResourceRow } from './resource';
import { resourceItemKey, resourceListKey, useCreateResource, useDeleteResource, useResourceItem, useResourceList, useUpdateResource } from './resource-api';
import { ResourceForm } from './resource-form';
import { useCrumbName } from '../../lib/crumb-names';

/** Links to a row's show and edit screens. */
export const resourceHref = (def: { routes: ResourceRoutes }) => ({
  show: (id: number) => hrefOf(def.routes.show.path, { id }),
  edit: (id: number) => hrefOf(def.routes.edit.path, { id }),
});

export function ResourceListPage<T extends ResourceRow>({ def }: { def: ResourceDef<T> }) {
  const { t } = useTranslation();
  const text = resourceText(def.key);
  const rows = useResourceList(def);
  const columns: ListColumn<T>[] = def.fields.filter((f) => f.list).map((f) => ({
    key: f.ref ? f.ref.nameField : f.name,
    title: f.label,
    sortable: true,
    searchable: true,
    width: f.list?.width,
    value: f.kind === 'switch' ? (row: T) => (row[f.name] ? t('common.yes') : t('common.no'))
      : f.kind === 'enum' ? (row: T) => fieldOptionLabel(f, String(row[f.name]), t) : undefined,
  }));
  return (
    <ListTable<T>
      title={t(text.title)}
      rows={rows.data}
      loading={rows.isLoading}
      error={rows.error}
      onRetry={() => void rows.refetch()}
      columns={[{ key: 'id', title: 'common.id', sortable: true, searchable: true, width: 100 }, ...columns]}
      viewHref={(row) => resourceHref(def).show(row.id)}
      create={{ to: def.routes.create.path, label: t(text.create) }}
      source={{ path: def.api, schema: def.schema, queryKey: resourceListKey(def) }}
    />
  );
}

export interface ResourceShowPageProps<T extends ResourceRow> {
  def: ResourceDef<T>;
  /** More entries of the actions menu, between edit and delete. */
  actions?: (row: T) => DetailAction[];
  /** More rows of the card, after the declared fields (e.g. a type's icon). */
  extraFields?: (row: T) => DetailField[];
  /** Cards below the record's card (linked items). */
  children?: (row: T) => ReactNode;
  /** Said before deleting, beside the general question. */
  deleteWarning?: string;
}

export function ResourceShowPage<T extends ResourceRow>({ def, actions, extraFields, children, deleteWarning }: ResourceShowPageProps<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useConfirmDelete();
  const text = resourceText(def.key);
  const id = useRouteId();
  const query = useResourceItem(def, id);
  const remove = useDeleteResource(def);
  const row = query.data;
  useCrumbName(id, row?.name);
  const back = { to: def.routes.index.path, label: t(text.backToList) };
  const notFound = { title: t(text.notFound), text: t(text.notFoundText) };

  if (id === null) return <LoadFailed error={null} back={back} notFound={notFound} />;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} back={back} notFound={notFound} />;

  const askDelete = (r: T) => confirm({
    title: t(text.deleteTitle, { name: r.name }),
    content: deleteWarning ? t(deleteWarning) : t(text.deleteContent),
    row: apiPaths.row(def.api, r.id),
    onConfirm: async () => {
      await remove.mutateAsync(r.id);
      void message.success(t(text.deleted));
      await navigate(def.routes.index.path);
    },
  });

  return (
    <Flex vertical gap={16}>
      <DetailCard
        title={row ? row.name : t(text.title)}
        loading={query.isLoading}
        // The audit log names a configuration row by its list path's last part (category, attribute, ...).
        history={row ? { subjectType: def.api.slice(def.api.lastIndexOf('/') + 1), subjectId: row.id } : undefined}
        fields={row ? [
          { key: 'id', label: t('common.id'), value: row.id },
          ...def.fields.filter((f) => !f.hideOnShow).map((f) => ({ key: f.name, label: t(f.label), value: showValue(f, row, t) })),
          ...(extraFields?.(row) ?? []),
        ] : []}
        actions={row ? [
          { key: 'edit', label: t('common.edit'), icon: <EditOutlined aria-hidden />, to: resourceHref(def).edit(row.id) },
          ...(actions?.(row) ?? []),
          { key: 'delete', label: t('common.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: () => askDelete(row) },
        ] : []}
      />
      {row && children ? children(row) : null}
    </Flex>
  );
}

export function ResourceCreatePage<T extends ResourceRow>({ def }: { def: ResourceDef<T> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const text = resourceText(def.key);
  const create = useCreateResource(def);
  const submit = async (payload: Record<string, unknown>) => {
    const row = await create.mutateAsync(payload);
    void message.success(t(text.created, { name: row.name }));
    await navigate(resourceHref(def).show(row.id));
  };
  return (
    <Card title={t(text.createTitle)}>
      <ResourceForm def={def} onSubmit={submit} cancelTo={def.routes.index.path} />
    </Card>
  );
}

function EditForm<T extends ResourceRow>({ def, row }: { def: ResourceDef<T>; row: T }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const text = resourceText(def.key);
  const queryClient = useQueryClient();
  const update = useUpdateResource(def, row.id);
  const submit = async (payload: Record<string, unknown>) => {
    await update.mutateAsync(payload);
    void message.success(t(text.saved));
    await navigate(resourceHref(def).show(row.id));
  };
  // The row as saved meanwhile, taken by the user after a refused save: the form's version from now on.
  const reload = (now: T) => queryClient.setQueryData(resourceItemKey(def, row.id), now);
  return (
    <Card title={t(text.editTitle, { name: row.name })}>
      <ResourceForm def={def} row={row} onSubmit={submit} onReload={reload} cancelTo={resourceHref(def).show(row.id)} />
    </Card>
  );
}

export function ResourceEditPage<T extends ResourceRow>({ def }: { def: ResourceDef<T> }) {
  const { t } = useTranslation();
  const text = resourceText(def.key);
  const id = useRouteId();
  const query = useResourceItem(def, id);
  useCrumbName(id, query.data?.name);
  const back = { to: def.routes.index.path, label: t(text.backToList) };
  const notFound = { title: t(text.notFound), text: t(text.notFoundText) };
  if (id === null) return <LoadFailed error={null} back={back} notFound={notFound} />;
  if (query.error) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} back={back} notFound={notFound} />;
  if (!query.data) return <PageLoading />;
  // Keyed by id, so another row's form starts from that row's values.
  return <EditForm key={query.data.id} def={def} row={query.data} />;
}
