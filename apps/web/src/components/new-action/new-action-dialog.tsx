/**
 * 'Nieuwe actie': an action type and the object it is on. From the Actieoverzicht the object is
 * chosen by its code: required for a type that is not on the network, left out for one on the
 * network. From an object's panel on the map the object is given: only the action types linked
 * to its type are offered, and a type with an own geometry takes the object's. The server checks
 * the rest (a required attribute without a default, a status) and names what it refuses; a
 * refusal on a field of the dialog shows there. Created, the action's page opens.
 */
import { Form, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionType } from '@console/contract/action-types';
import { useLinks } from '../resource/link-api';
import { useResourceList } from '../resource/resource-api';
import { linkSources, sources } from '../../lib/config-sources';
import { applyServerErrors } from '../../lib/form-errors';
import { useCreateAction } from '../../lib/use-create-action';
import { ObjectChoice } from './object-choice';

interface Values { dynamic_action_type_id?: number; map_object_id?: number }

/** The object an action is made on, as the map's panel has it. */
export interface ActionObject { id: number; code: string; map_object_type_id: number; geometry: unknown }

export interface NewActionDialogProps {
  open: boolean;
  onClose: () => void;
  object?: ActionObject;
}

/** The action types to choose from: every type of the network, or those linked to the object's type. */
function useTypeChoices(object: ActionObject | undefined) {
  const all = useResourceList(sources.actionTypes);
  const linked = useLinks(linkSources.typeActionTypes, object?.map_object_type_id);
  return object === undefined ? all : linked;
}

export function NewActionDialog({ open, onClose, object }: NewActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const types = useTypeChoices(object);
  const create = useCreateAction();
  const typeId = Form.useWatch('dynamic_action_type_id', form);
  const type: ActionType | undefined = types.data?.find((x) => x.id === typeId);
  const onNetwork = type?.on_network === true;

  const submit = async (values: Values) => {
    if (values.dynamic_action_type_id === undefined) return;
    const objectId = object?.id ?? values.map_object_id;
    try {
      await create.mutateAsync({
        dynamic_action_type_id: values.dynamic_action_type_id,
        ...(objectId === undefined ? {} : { map_object_id: objectId }),
        ...(object && type?.own_geo ? { geometry: object.geometry } : {}),
      });
      form.resetFields();
      onClose();
    } catch (error) {
      applyServerErrors(form, error, ['dynamic_action_type_id', 'map_object_id']);
    }
  };

  const noTypes = object !== undefined && types.data?.length === 0;
  return (
    <Modal
      open={open}
      title={object ? t('actions.create_title_on', { code: object.code }) : t('actions.create_title')}
      okText={t('actions.create_submit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: noTypes }}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} aria-label={t('actions.create_title')}>
        {noTypes ? <Typography.Paragraph type="secondary">{t('actions.create_no_types')}</Typography.Paragraph> : null}
        <Form.Item name="dynamic_action_type_id" label={t('actions.create_type')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select
            loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {type && !object ? (
          <Form.Item name="map_object_id" label={t('actions.create_object')} extra={onNetwork ? t('actions.create_on_network') : undefined}
            rules={[{ required: !onNetwork, message: t('validation.required') }]}>
            <ObjectChoice />
          </Form.Item>
        ) : null}
        {type?.own_geo && object ? <Typography.Paragraph type="secondary">{t('actions.create_own_geo_object')}</Typography.Paragraph> : null}
      </Form>
    </Modal>
  );
}
