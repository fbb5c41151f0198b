/** The fields an organisation form shares between create and edit: name and paid licences. */
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';

/** The server's upper bound on paid_licenses (contract tenants.ts); the minimum is 0 (spec section 5). */
export const PAID_LICENSES_MAX = 1_000_000;

/** Name (required) and paid_licenses (a whole number, minimum 0). */
export function TenantFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('tenants.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={NAME_MAX} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="paid_licenses" label={t('tenants.paid_licenses')} rules={[{ required: true, message: t('validation.required') }]}>
        <InputNumber min={0} max={PAID_LICENSES_MAX} precision={0} step={1} style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}
