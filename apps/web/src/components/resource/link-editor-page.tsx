/**
 * A link editor screen: every candidate row with a checkbox; ticking links it to the owner and
 * unticking unlinks it, each at once, with the screen's success messages.
 */
import { useCallback, useMemo } from 'react';
import { Alert, App, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { LinkTable } from '../link-table/link-table';
import { LoadFailed } from '../page/load-failed';
import { hrefOf } from '../../lib/paths';
import { useRouteId } from '../../lib/route-id';
import { useLinkMutations, useLinks, type LinkSource } from './link-api';
import type { ResourceDef, ResourceRow, ResourceSource } from './resource';
import { useResourceItem, useResourceList } from './resource-api';

export interface LinkEditorProps<T extends ResourceRow> {
  owner: ResourceDef<T>;
  links: LinkSource<{ id: number }>;
  /** What can be linked. */
  candidates: ResourceSource;
  /** i18n keys: title (with {{name}}), success messages. */
  text: { title: string; added: string; removed: string };
  /** Extra link fields sent with every tick, e.g. {required: false} for selections. */
  addFields?: { required?: boolean };
}

function Editor<T extends ResourceRow>({ owner, links, candidates, text, addFields, ownerId }: LinkEditorProps<T> & { ownerId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const row = useResourceItem(owner, ownerId);
  const all = useResourceList(candidates);
  const linked = useLinks(links, ownerId);
  const { add, remove } = useLinkMutations(links, ownerId);
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: removeAsync } = remove;
  const linkedIds = useMemo(() => linked.data?.map((l) => l.id), [linked.data]);
  const onAdd = useCallback(async (r: ResourceRow) => {
    await addAsync([{ id: r.id, ...addFields }]);
    void message.success(t(text.added));
  }, [addAsync, addFields, message, t, text.added]);
  const onRemove = useCallback(async (r: ResourceRow) => {
    await removeAsync([{ id: r.id }]);
    void message.success(t(text.removed));
  }, [removeAsync, message, t, text.removed]);

  if (row.error) return <LoadFailed error={row.error} onRetry={() => void row.refetch()} />;
  const failed = all.error ?? linked.error;
  const back = hrefOf(owner.routes.show.path, { id: ownerId });
  return (
    <Flex vertical gap={16}>
      {failed ? <Alert type="error" showIcon title={t('common.load_failed')} /> : null}
      <LinkTable<ResourceRow>
        title={t(text.title, { name: row.data?.name ?? '' })}
        rows={all.data}
        linkedIds={linkedIds}
        loading={all.isLoading || linked.isLoading}
        onAdd={onAdd}
        onRemove={onRemove}
        extra={<LinkButton to={back} icon={<ArrowLeftOutlined aria-hidden />}>{t('common.back')}</LinkButton>}
      />
    </Flex>
  );
}

export function LinkEditorPage<T extends ResourceRow>(props: LinkEditorProps<T>) {
  const id = useRouteId();
  if (id === null) return <LoadFailed error={null} />;
  return <Editor key={id} {...props} ownerId={id} />;
}
