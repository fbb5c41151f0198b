/**
 * Route 'admin.marrekrite_api.edit': the recreational routes form, started from the stored
 * setting (made empty when there was none); Opslaan saves by update and goes back to the view.
 */
import { App, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { marrekriteSetting } from '../api/marrekrite-setting';
import { MarrekriteForm } from '../components/marrekrite-form';
import { marrekriteFormValues, marrekritePayload, type MarrekriteFormValues } from '../components/marrekrite-payload';
import { MarrekriteWarning } from '../components/marrekrite-warning';
import { marrekritePaths } from '../paths';

export function MarrekriteEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const setting = marrekriteSetting.useSetting();
  const save = marrekriteSetting.useSave();
  if (setting.error) return <LoadFailed error={setting.error} onRetry={() => void setting.refetch()} />;
  if (!setting.data) return <PageLoading />;

  const submit = async (values: MarrekriteFormValues) => {
    await save.mutateAsync(marrekritePayload(values));
    void message.success(t('marrekrite_api.saved'));
    await navigate(marrekritePaths.index.path);
  };
  return (
    <Flex vertical gap={16}>
      <MarrekriteWarning />
      <Card title={t('marrekrite_api.edit_title')}>
        <MarrekriteForm initial={marrekriteFormValues(setting.data)} onSubmit={submit} />
      </Card>
    </Flex>
  );
}
