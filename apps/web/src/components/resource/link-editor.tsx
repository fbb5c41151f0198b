/**
 * A link editor screen, declared: every candidate row with a checkbox; ticking links it to the
 * owner and unticking unlinks it, each at once, with the screen's success messages. The
 * configuration screens' link editors (link-editor-page.tsx), a role's permissions and a
 * team's users are all this screen with another declaration.
 */
import { useCallback, useMemo } from 'react';
import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import { Card } from '../page/card';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button';
import { LinkTable, type LinkRow } from '../link-table/link-table';
import type { ListColumn } from '../list-table/list-columns';
import { LoadFailed, type FailedTexts } from '../page/load-failed';
import { useRouteId } from '../../lib/route-id';
import { useLinkMutations, useLinks, type LinkSource } from './link-api';
import { useCrumbName } from '../../lib/crumb-names';
import { useLinkCandidates, type CandidateSearch } from './link-candidates';

/** The row whose links are edited. */
export interface LinkOwner<R> {
  /** Its query; idle while id is null. */
  useRow: (id: number | null) => UseQueryResult<R>;
  /** Its name in the title. */
  name: (row: R) => string;
  /** Its show screen, where the back button leads. */
  showHref: (id: number) => string;
  /** Its screens' texts when it cannot be loaded; the general ones without. */
  failed?: FailedTexts;
}

/**
 * A search box above the table (a long candidate list, such as every user). With a `source`
 * over the list kit's threshold, the server pages and searches the candidates (link-candidates.ts).
 */
export interface LinkSearch<C> extends CandidateSearch<C> {
  /** i18n key of the box's label and placeholder. */
  label: string;
  /** i18n key of the summary beside it, with {{count}} linked of {{total}}. */
  summary: string;
}

export interface LinkEditorProps<R, C extends LinkRow> {
  owner: LinkOwner<R>;
  links: LinkSource<{ id: number }>;
  /** Every row that can be linked; `enabled: false` while a search's source pages them on the server. */
  useCandidates: (options: { enabled: boolean }) => UseQueryResult<readonly C[]>;
  /** Columns beside the checkbox; default id and name. */
  columns?: readonly ListColumn<C>[];
  /** i18n keys: title (with {{name}}), success messages, back button (default 'common.back'), an intro above the table. */
  text: { title: string; added: string; removed: string; back?: string; intro?: string };
  /** Extra link fields sent with every tick, e.g. {required: false} for selections. */
  addFields?: { required?: boolean };
  search?: LinkSearch<C>;
}

function Editor<R, C extends LinkRow>({ owner, links, useCandidates, columns, text, addFields, search, ownerId }: LinkEditorProps<R, C> & { ownerId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const row = owner.useRow(ownerId);
  const candidates = useLinkCandidates(useCandidates, search);
  const linked = useLinks(links, ownerId);
  const { add, remove } = useLinkMutations(links, ownerId);
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: removeAsync } = remove;
  const linkedIds = useMemo(() => linked.data?.map((l) => l.id), [linked.data]);

  // Stable callbacks: the table rebuilds its checkbox column when they change.
  const onAdd = useCallback(async (r: C) => {
    await addAsync([{ id: r.id, ...addFields }]);
    void message.success(t(text.added));
  }, [addAsync, addFields, message, t, text.added]);
  const onRemove = useCallback(async (r: C) => {
    await removeAsync([{ id: r.id }]);
    void message.success(t(text.removed));
  }, [removeAsync, message, t, text.removed]);

  useCrumbName(ownerId, row.data === undefined ? null : owner.name(row.data));
  if (row.error) return <LoadFailed error={row.error} onRetry={() => void row.refetch()} texts={owner.failed} />;
  const failed = candidates.error ?? linked.error;
  const name = row.data === undefined ? '' : owner.name(row.data);
  return (
    <Flex vertical gap={16}>
      {search ? (
        <Card>
          {text.intro ? <Typography.Paragraph type="secondary">{t(text.intro)}</Typography.Paragraph> : null}
          <Flex align="center" justify="space-between" gap={16} wrap>
            <Input.Search
              aria-label={t(search.label)}
              placeholder={t(search.label)}
              allowClear
              autoFocus
              value={candidates.searchText}
              onChange={(event) => candidates.setSearchText(event.target.value)}
              style={{ maxWidth: 420 }}
            />
            {linked.data && candidates.total !== undefined ? (
              <Typography.Text type="secondary" role="status">
                {t(search.summary, { count: linked.data.length, total: candidates.total })}
              </Typography.Text>
            ) : null}
          </Flex>
        </Card>
      ) : text.intro ? <Alert type="info" showIcon title={t(text.intro)} /> : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('common.load_failed')}
          action={<Button size="small" onClick={() => { candidates.retry(); void linked.refetch(); }}>{t('common.retry')}</Button>}
        />
      ) : null}
      <LinkTable<C>
        title={t(text.title, { name })}
        rows={candidates.rows}
        linkedIds={linkedIds}
        loading={candidates.loading || linked.isLoading}
        onAdd={onAdd}
        onRemove={onRemove}
        columns={columns}
        server={candidates.server}
        extra={<LinkButton to={owner.showHref(ownerId)} icon={<ArrowLeftOutlined aria-hidden />}>{t(text.back ?? 'common.back')}</LinkButton>}
      />
    </Flex>
  );
}

/** The link editor of the owner the route's :id names. */
export function LinkEditor<R, C extends LinkRow>(props: LinkEditorProps<R, C>) {
  const id = useRouteId();
  if (id === null) return <LoadFailed error={null} texts={props.owner.failed} />;
  return <Editor key={id} {...props} ownerId={id} />;
}
