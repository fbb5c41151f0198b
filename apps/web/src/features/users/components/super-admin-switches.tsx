/** The two switches only a super admin sets on a user: needs a licence, and super admin. */
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export function SuperAdminSwitches() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="needs_license" label={t('users.needs_license')} valuePropName="checked" extra={t('users.needs_license_hint')}>
        <Switch />
      </Form.Item>
      <Form.Item name="super_admin" label={t('users.super_admin')} valuePropName="checked" extra={t('users.super_admin_hint')}>
        <Switch />
      </Form.Item>
    </>
  );
}
