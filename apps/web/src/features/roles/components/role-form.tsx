/**
 * The role form: name (a machine name; read-only once the role exists), display name and a
 * multi-line description. A server 400 lands on the field it names.
 */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX, TEXT_MAX } from '@console/contract/limits';
import type { Role } from '@console/contract/roles';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { ROLE_NAME_MAX, ROLE_NAME_PATTERN, toRoleFormValues, type RoleFormValues } from './role-form-values';

export interface RoleFormProps {
  /** The role being edited; absent on create. */
  role?: Role;
  /** Sends the values; the caller says what happens after success (message, navigation). */
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
  cancelTo: string;
  submitLabel?: string;
}

/** Create or edit a role. */
export function RoleForm({ role, onSubmit, cancelTo, submitLabel }: RoleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleFormValues>();
  const { onFinish, submitting } = useFormSubmit(form, onSubmit);
  const editing = role !== undefined;
  return (
    <Form
      form={form}
      name={editing ? 'role-edit' : 'role-create'}
      layout="vertical"
      initialValues={toRoleFormValues(role)}
      onFinish={onFinish}
      style={{ maxWidth: 560 }}
    >
      {editing ? (
        <Form.Item name="name" label={t('roles.name')} extra={t('roles.name_fixed')}>
          <Input readOnly variant="filled" />
        </Form.Item>
      ) : (
        <Form.Item
          name="name"
          label={t('roles.name')}
          extra={t('roles.name_help')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { pattern: ROLE_NAME_PATTERN, message: t('roles.name_format') },
          ]}
        >
          <Input maxLength={ROLE_NAME_MAX} autoComplete="off" spellCheck={false} autoFocus />
        </Form.Item>
      )}
      <Form.Item name="display_name" label={t('roles.display_name')}>
        <Input maxLength={NAME_MAX} autoFocus={editing} />
      </Form.Item>
      <Form.Item name="description" label={t('roles.description')}>
        <Input.TextArea maxLength={TEXT_MAX} autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={cancelTo} submitLabel={submitLabel} />
    </Form>
  );
}
