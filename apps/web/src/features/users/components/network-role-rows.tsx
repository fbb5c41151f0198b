/**
 * The optional rows of (network, role) on the create form: the new user gets these roles at
 * once. A network can be chosen in one row only; both selects of a row are required.
 */
import { Button, Flex, Form, Select, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Network } from '@console/contract/networks';
import type { Role } from '@console/contract/roles';
import type { UserCreateValues } from '../model/user-payload';
import { roleLabel } from './role-select';

export interface NetworkRoleRowsProps {
  form: FormInstance<UserCreateValues>;
  networks: readonly Network[] | undefined;
  roles: readonly Role[] | undefined;
  loading: boolean;
}

/** A Form.List named 'roles' of network and role selects, with add and remove buttons. */
export function NetworkRoleRows({ form, networks, roles, loading }: NetworkRoleRowsProps) {
  const { t } = useTranslation();
  const rows = Form.useWatch('roles', form) ?? [];
  const roleOptions = (roles ?? []).map((role) => ({ value: role.id, label: roleLabel(role) }));
  const networkOptions = (own: number | undefined) => {
    // The networks other rows have taken are not offered again.
    const taken = new Set(rows.map((row) => row?.network_id).filter((id) => id !== undefined && id !== own));
    return (networks ?? []).filter((n) => !taken.has(n.id)).map((n) => ({ value: n.id, label: n.name }));
  };
  const required = [{ required: true, message: t('validation.required') }];

  return (
    <Form.List name="roles">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ marginBottom: 24 }}>
          <Typography.Text strong>{t('users.role_rows')}</Typography.Text>
          <Typography.Text type="secondary">{t('users.role_rows_hint')}</Typography.Text>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={12} align="flex-start" wrap>
              <Form.Item name={[field.name, 'network_id']} label={t('users.network')} rules={required} style={{ minWidth: 240, marginBottom: 0 }}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={networkOptions(rows[index]?.network_id)}
                  loading={loading}
                  placeholder={t('users.choose_network')}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'role_id']} label={t('users.role')} rules={required} style={{ minWidth: 240, marginBottom: 0 }}>
                <Select showSearch={{ optionFilterProp: 'label' }} options={roleOptions} loading={loading} placeholder={t('users.choose_role')} />
              </Form.Item>
              <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('users.remove_role_row', { index: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Form.Item>
            </Flex>
          ))}
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({})}
              disabled={networks !== undefined && fields.length >= networks.length}
            >
              {t('users.add_role_row')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
