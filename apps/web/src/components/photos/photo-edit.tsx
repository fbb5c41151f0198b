/**
 * A photo's caption and image type, changed in a dialog; a refusal of the server lands on the
 * field it names.
 */
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import type { ApiCall } from '../../lib/api-call';
import { applyServerErrors } from '../../lib/form-errors';
import { usePhotoImageTypes, useUpdatePhoto, type CaptionedPhoto } from './photo-calls';

interface Values { caption: string; action_image_type_id?: number }
const FIELDS = ['caption', 'action_image_type_id'] as const;

export function PhotoEdit({ list, photo, onClose }: { list: ApiCall; photo: CaptionedPhoto; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const types = usePhotoImageTypes();
  const update = useUpdatePhoto(list);

  const save = async () => {
    const values = await form.validateFields();
    try {
      await update.mutateAsync({ imageId: photo.id, body: { caption: values.caption ?? '', action_image_type_id: values.action_image_type_id ?? null } });
      void message.success(t('photos.saved'));
      onClose();
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  };

  return (
    <Modal open title={t('photos.edit_title', { name: photo.name })} okText={t('common.save')} cancelText={t('common.cancel')}
      confirmLoading={update.isPending} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ caption: photo.caption ?? '', action_image_type_id: photo.action_image_type_id ?? undefined }}>
        <Form.Item name="caption" label={t('photos.caption')}>
          <Input maxLength={NAME_MAX} placeholder={t('photos.caption_placeholder')} />
        </Form.Item>
        <Form.Item name="action_image_type_id" label={t('photos.type')}>
          <Select<number> allowClear placeholder={t('photos.no_type')} loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
