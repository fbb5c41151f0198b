/**
 * A photo of an object's caption and image type, changed in a dialog; a refusal of the server
 * lands on the field it names.
 */
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObjectImage } from '@console/contract/action-images';
import { NAME_MAX } from '@console/contract/limits';
import { applyServerErrors } from '../../../lib/form-errors';
import { useImageTypes } from '../api/get-image-types';
import { useUpdateObjectImage } from '../api/update-object-image';

interface Values { caption: string; action_image_type_id?: number }
const FIELDS = ['caption', 'action_image_type_id'] as const;

export function ObjectPhotoEdit({ objectId, photo, onClose }: { objectId: number; photo: MapObjectImage; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const types = useImageTypes();
  const update = useUpdateObjectImage(objectId);

  const save = async () => {
    const values = await form.validateFields();
    try {
      await update.mutateAsync({ imageId: photo.id, body: { caption: values.caption ?? '', action_image_type_id: values.action_image_type_id ?? null } });
      void message.success(t('map.photo_saved'));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  };

  return (
    <Modal open title={t('map.photo_edit_title', { name: photo.name })} okText={t('common.save')} cancelText={t('common.cancel')}
      confirmLoading={update.isPending} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ caption: photo.caption ?? '', action_image_type_id: photo.action_image_type_id ?? undefined }}>
        <Form.Item name="caption" label={t('map.photo_caption')}>
          <Input maxLength={NAME_MAX} placeholder={t('map.photo_caption_placeholder')} />
        </Form.Item>
        <Form.Item name="action_image_type_id" label={t('map.photo_type')}>
          <Select<number> allowClear placeholder={t('map.photo_no_type')} loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
