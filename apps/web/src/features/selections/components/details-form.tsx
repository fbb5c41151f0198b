/** The selection's name and description, saved on the version read (a change meanwhile is refused with what changed). */
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import type { Selection } from '@console/contract/selections';
import { Card } from '../../../components/page/card';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateSelection } from '../api/update-selection';

interface Values { name: string; description: string }

export function DetailsForm({ selection, readOnly }: { selection: Selection; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateSelection(selection.id);
  const initial: Values = { name: selection.name, description: selection.description ?? '' };
  const submit = async (values: Values) => {
    try {
      await update.mutateAsync({ name: values.name, description: values.description.trim() ? values.description : null, updated_at: selection.updated_at });
      void message.success(t('selections.saved'));
    } catch (error) {
      applyServerErrors(form, error, ['name', 'description']);
    }
  };
  return (
    <Card title={t('selections.details')}>
      <Form form={form} layout="vertical" initialValues={initial} key={selection.updated_at} disabled={readOnly}
        onFinish={(v) => void submit(v)} aria-label={t('selections.details')}>
        <Form.Item name="name" label={t('selections.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: NAME_MAX }]}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('selections.description')}>
          <Input.TextArea rows={3} maxLength={10000} />
        </Form.Item>
        {readOnly ? null : <Button type="primary" htmlType="submit" loading={update.isPending}>{t('selections.save')}</Button>}
      </Form>
    </Card>
  );
}
