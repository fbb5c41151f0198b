/** The team form: its name. A server 400 lands on the field. */
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import type { Team } from '@console/contract/teams';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import type { TeamWrite } from '../api/create-team';

interface TeamFormValues {
  name: string;
}

export interface TeamFormProps {
  /** The team being edited; absent on create. */
  team?: Team;
  /** Sends the payload; the caller says what happens after success (message, navigation). */
  onSubmit: (input: TeamWrite) => Promise<unknown>;
  cancelTo: string;
  submitLabel?: string;
}

/** Create or rename a team. */
export function TeamForm({ team, onSubmit, cancelTo, submitLabel }: TeamFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TeamFormValues>();
  const { onFinish, submitting } = useFormSubmit(form, (values: TeamFormValues) => onSubmit({ name: values.name.trim() }));
  return (
    <Form
      form={form}
      name={team ? 'team-edit' : 'team-create'}
      layout="vertical"
      initialValues={{ name: team?.name ?? '' }}
      onFinish={onFinish}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="name" label={t('teams.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
        <Input maxLength={NAME_MAX} autoComplete="off" autoFocus />
      </Form.Item>
      <FormActions submitting={submitting} cancelTo={cancelTo} submitLabel={submitLabel} />
    </Form>
  );
}
