/** The area's name, saved on the version read (a change meanwhile is refused with what changed). */
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GeoArea } from '@console/contract/geo-areas';
import { NAME_MAX } from '@console/contract/limits';
import { Card } from '../../../components/page/card';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateArea } from '../api/update-area';

interface Values { name: string }

export function DetailsForm({ area, readOnly }: { area: GeoArea; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateArea(area.id);
  const submit = async (values: Values) => {
    try {
      await update.mutateAsync({ name: values.name, updated_at: area.updated_at });
      void message.success(t('geo_areas.saved'));
    } catch (error) {
      applyServerErrors(form, error, ['name']);
    }
  };
  return (
    <Card title={t('geo_areas.details')}>
      <Form form={form} layout="vertical" initialValues={{ name: area.name }} key={area.updated_at} disabled={readOnly}
        onFinish={(v) => void submit(v)} aria-label={t('geo_areas.details')}>
        <Form.Item name="name" label={t('geo_areas.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: NAME_MAX }]}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        {readOnly ? null : <Button type="primary" htmlType="submit" loading={update.isPending}>{t('geo_areas.save')}</Button>}
      </Form>
    </Card>
  );
}
