/**
 * The two screens of a declared integration setting (setting.ts): the view, read-only with the
 * warning, a menu with edit and delete (which asks first) and the "Geschiedenis" link to the
 * entry's audit log entries (subject kv), and the edit screen, whose
 * Opslaan saves by update and goes back to the view. A network without a setting shows an
 * empty one, and opening either screen writes nothing.
 */
import { Alert, App, Flex } from 'antd';
import { Card } from '../page/card';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../confirm/use-confirm-delete';
import { DetailCard } from '../detail-card/detail-card';
import { LoadFailed } from '../page/load-failed';
import { PageLoading } from '../page/page-loading';
import type { SettingDef } from './setting';

function Warning({ ns }: { ns: string }) {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t(`${ns}.warning`)} />;
}

export function SettingShowPage<V, F>({ def }: { def: SettingDef<V, F> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmDelete();
  const setting = def.setting.useSetting();
  const remove = def.setting.useDelete();
  const entryId = def.setting.useEntryId();
  const fields = def.useFields(setting.data, (id) => t(`${def.ns}.unknown`, { id }));

  if (setting.error) return <LoadFailed error={setting.error} onRetry={() => void setting.refetch()} />;
  const stored = setting.data;

  const askDelete = () => confirm({
    title: t(`${def.ns}.delete_title`),
    content: t(`${def.ns}.delete_content`),
    onConfirm: async () => {
      await remove.mutateAsync();
      void message.success(t(`${def.ns}.deleted`));
    },
  });

  return (
    <Flex vertical gap={16}>
      <Warning ns={def.ns} />
      <DetailCard
        title={t(`${def.ns}.title`)}
        loading={setting.isLoading}
        fields={fields}
        history={entryId === undefined ? undefined : { subjectType: 'kv', subjectId: entryId }}
        actions={stored ? [
          { key: 'edit', label: t('common.edit'), icon: <EditOutlined aria-hidden />, to: def.routes.edit.path },
          // Only a stored setting can be deleted; none stored shows as empty.
          ...(entryId === undefined ? [] : [{ key: 'delete', label: t('common.delete'), icon: <DeleteOutlined aria-hidden />, danger: true, onClick: askDelete }]),
        ] : []}
      />
    </Flex>
  );
}

export function SettingEditPage<V, F>({ def }: { def: SettingDef<V, F> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const setting = def.setting.useSetting();
  const save = def.setting.useSave();
  if (setting.error) return <LoadFailed error={setting.error} onRetry={() => void setting.refetch()} />;
  const stored = setting.data;
  if (!stored) return <PageLoading />;

  const submit = async (values: F) => {
    await save.mutateAsync(def.payload(values, stored));
    void message.success(t(`${def.ns}.saved`));
    await navigate(def.routes.index.path);
  };
  return (
    <Flex vertical gap={16}>
      <Warning ns={def.ns} />
      <Card title={t(`${def.ns}.edit_title`)}>
        <def.Form initial={def.formValues(stored)} onSubmit={submit} />
      </Card>
    </Flex>
  );
}
