/**
 * Route 'admin.helpdesk_api.edit': the helpdesk form, started from the stored setting (made
 * empty when there was none); Opslaan saves by update and goes back to the view.
 */
import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { helpdeskSetting } from '../api/helpdesk-setting';
import { HelpdeskForm } from '../components/helpdesk-form';
import { helpdeskFormValues, helpdeskPayload, type HelpdeskFormValues } from '../components/helpdesk-payload';
import { HelpdeskWarning } from '../components/helpdesk-warning';
import { helpdeskPaths } from '../paths';

export function HelpdeskEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const setting = helpdeskSetting.useSetting();
  const save = helpdeskSetting.useSave();
  if (setting.error) return <LoadFailed error={setting.error} onRetry={() => void setting.refetch()} />;
  const stored = setting.data;
  if (!stored) return <PageLoading />;

  const submit = async (values: HelpdeskFormValues) => {
    await save.mutateAsync(helpdeskPayload(values, stored));
    void message.success(t('helpdesk_api.saved'));
    await navigate(helpdeskPaths.index.path);
  };
  return (
    <Flex vertical gap={16}>
      <HelpdeskWarning />
      <Card title={t('helpdesk_api.edit_title')}>
        <HelpdeskForm initial={helpdeskFormValues(stored)} onSubmit={submit} />
      </Card>
    </Flex>
  );
}
