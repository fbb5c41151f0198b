/**
 * 'Nieuwe actie': an action type, and the object it is on, chosen by its code: required for a
 * type that is not on the network, left out for one on the network without an object. The server checks the rest (the type linked to the object's type, a
 * required attribute without a default, an own geometry) and names what it refuses; a refusal
 * on a field of the dialog shows there. Created, the action's page opens.
 */
import { App, Form, Modal, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateAction } from '../api/writes';
import { actionHref } from '../paths';
import { ObjectChoice } from './object-choice';

interface Values { dynamic_action_type_id?: number; map_object_id?: number }

export function NewActionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const types = useResourceList(sources.actionTypes);
  const create = useCreateAction();
  const typeId = Form.useWatch('dynamic_action_type_id', form);
  const type = types.data?.find((x) => x.id === typeId);
  const onNetwork = type?.on_network === true;

  const submit = async (values: Values) => {
    if (values.dynamic_action_type_id === undefined) return;
    try {
      const action = await create.mutateAsync({
        dynamic_action_type_id: values.dynamic_action_type_id,
        ...(values.map_object_id === undefined ? {} : { map_object_id: values.map_object_id }),
      });
      void message.success(t('actions.created', { id: action.id }));
      form.resetFields();
      onClose();
      void navigate(actionHref(action.id));
    } catch (error) {
      applyServerErrors(form, error, ['dynamic_action_type_id', 'map_object_id']);
    }
  };

  return (
    <Modal
      open={open}
      title={t('actions.create_title')}
      okText={t('actions.create_submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} aria-label={t('actions.create_title')}>
        <Form.Item name="dynamic_action_type_id" label={t('actions.create_type')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select
            loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {type ? (
          <Form.Item name="map_object_id" label={t('actions.create_object')} extra={onNetwork ? t('actions.create_on_network') : undefined}
            rules={[{ required: !onNetwork, message: t('validation.required') }]}>
            <ObjectChoice />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
