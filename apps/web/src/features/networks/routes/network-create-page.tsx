/**
 * Route 'admin.networks.create' (/admin/networks/create): a new network in the selected
 * organisation; then 'Netwerk aangemaakt' and its show screen. The server makes the creator
 * its admin, so it appears in the switcher too.
 */
import { App, Form, Input } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useCreateNetwork } from '../../../lib/use-create-network';
import { networkHref, networkPaths } from '../paths';

interface Values {
  name: string;
}

/** The create form: a name. */
export function NetworkCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const create = useCreateNetwork();
  const { onFinish, submitting } = useFormSubmit(form, async (values: Values) => {
    const network = await create.mutateAsync({ name: values.name.trim() });
    void message.success(t('networks.created'));
    void navigate(networkHref.show(network.id));
  });
  return (
    <Card title={t('networks.create_title')}>
      <Form form={form} name="network-create" layout="vertical" initialValues={{ name: '' }} onFinish={onFinish} style={{ maxWidth: 560 }}>
        <Form.Item name="name" label={t('networks.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <FormActions submitting={submitting} cancelTo={networkPaths.index.path} submitLabel={t('networks.create_submit')} />
      </Form>
    </Card>
  );
}
