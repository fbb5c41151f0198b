/**
 * 'Nieuwe route of selectie': its selection type, name, description and team (one of the
 * user's teams on the network; none by default when they have none). A route starts empty and
 * is built on its page (or on Kaart). A refusal on a field shows there; created, its page opens.
 */
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateSelection } from '../api/create-selection';
import { useMyTeams } from '../../../lib/use-my-teams';
import { selectionHref } from '../paths';

interface Values { selection_type_id?: number; name?: string; description?: string; team_id?: number }

export function CreateDialog({ open, onClose, typeId }: { open: boolean; onClose: () => void; typeId: number | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const types = useResourceList(sources.selectionTypes);
  const teams = useMyTeams();
  const create = useCreateSelection();
  // A hook once per render, never inside find: called per type looked at, the count changed
  // with the list and the choice, and React threw the screen away.
  const watchedType = Form.useWatch('selection_type_id', form);
  const chosen = types.data?.find((x) => x.id === watchedType);

  const submit = async (values: Values) => {
    if (values.selection_type_id === undefined || values.name === undefined) return;
    try {
      const made = await create.mutateAsync({
        selection_type_id: values.selection_type_id,
        name: values.name,
        description: values.description?.trim() ? values.description : null,
        team_id: values.team_id ?? null,
      });
      form.resetFields();
      onClose();
      void navigate(selectionHref(made.id));
    } catch (error) {
      applyServerErrors(form, error, ['selection_type_id', 'name', 'description', 'team_id']);
    }
  };

  return (
    <Modal open={open} title={t('selections.create_title')} okText={t('selections.create_submit')} cancelText={t('selections.cancel')}
      confirmLoading={create.isPending} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} aria-label={t('selections.create_title')}
        initialValues={{ selection_type_id: typeId ?? undefined, team_id: teams.data?.[0]?.id }}>
        <Form.Item name="selection_type_id" label={t('selections.type')} rules={[{ required: true, message: t('validation.required') }]}
          extra={chosen?.is_ordered ? t('selections.create_route_hint') : undefined}>
          <Select loading={types.isLoading} options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="name" label={t('selections.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }, { max: NAME_MAX }]}>
          <Input maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('selections.description')}>
          <Input.TextArea rows={3} maxLength={10000} />
        </Form.Item>
        <Form.Item name="team_id" label={t('selections.team')}>
          <Select allowClear placeholder={t('selections.no_team')} loading={teams.isLoading}
            options={(teams.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('selections.create_team_hint')}</Typography.Paragraph>
      </Form>
    </Modal>
  );
}
