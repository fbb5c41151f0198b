/**
 * The action's status (one of those the caller's role may set), priority and description,
 * saved together with PATCH: only what changed is sent, on the action's version (someone else's
 * save meanwhile opens the conflict dialog). A 400 lands on its field; a status the
 * role may not set, or the lock, is a 403 the http client shows with its detail. A final status
 * on an object whose type asks a photo ("Foto verplicht") waits for the action's first photo.
 */
import { useMemo } from 'react';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionSchema, type Action } from '@console/contract/actions';
import { TEXT_MAX } from '@console/contract/limits';
import { Card } from '../../../components/page/card';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSelectableStatuses } from '../api/get-selectable-statuses';
import { useImages } from '../api/get-images';
import { usePhotoRequired } from '../api/get-photo-required';
import { useTakeAction, useUpdateAction } from '../api/update-action';
import { useVersionedSave } from '../../../components/version-conflict/use-versioned-save';
import { changedDetails, detailsOf, needsPhotoFirst, statusOptions, type DetailsValues } from '../model/details-form';

const FIELDS = ['action_status_id', 'action_priority_id', 'description'];

export function DetailsForm({ action }: { action: Action }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const selectable = useSelectableStatuses();
  const priorities = useResourceList(sources.actionPriorities);
  const update = useUpdateAction(action.id);
  const photoRequired = usePhotoRequired(action.map_object_id).data ?? false;
  const photos = useImages(action.id).data?.length ?? 0;
  const chosenStatus = Form.useWatch('action_status_id', form);
  const photoFirst = needsPhotoFirst(chosenStatus, selectable.data ?? [], photoRequired, photos);
  const initial = useMemo(() => detailsOf(action), [action]);
  const options = useMemo(
    () => statusOptions(selectable.data ?? [], action, (name) => t('actions.status_not_selectable', { name })),
    [selectable.data, action, t],
  );

  const takeAction = useTakeAction();
  const versioned = useVersionedSave<Action>({
    record: action,
    valuesOf: (a) => ({ ...detailsOf(a) }),
    parse: (current) => actionSchema.safeParse(current).data ?? null,
    fields: [
      { key: 'action_status_id', label: t('actions.status'), show: (v) => options.find((o) => o.value === v)?.label ?? String(v) },
      { key: 'action_priority_id', label: t('actions.priority'), show: (v) => priorities.data?.find((p) => p.id === v)?.name ?? String(v) },
      { key: 'description', label: t('actions.description') },
    ],
    send: async (values, known) => {
      const body = changedDetails(known, values);
      if (Object.keys(body).length === 0) return;
      await update.mutateAsync({ ...body, updated_at: known.updated_at });
      void message.success(t('actions.saved'));
    },
    onTheirs: takeAction,
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, error, FIELDS); },
  });

  return (
    <Card title={t('actions.details')}>
      <Form form={form} layout="vertical" initialValues={initial} key={JSON.stringify(initial)} onFinish={(v) => {
        // The photo first: the status waits until the action has one (Foto's, beside this form), as its field says.
        if (!photoFirst) void versioned.save({ ...v });
      }} aria-label={t('actions.details')}>
        {versioned.dialog}
        <Form.Item name="action_status_id" label={t('actions.status')}
          {...(photoFirst ? { validateStatus: 'warning' as const, help: <span role="status">{t('actions.photo_required')}</span> } : {})}>
          <Select options={options} loading={selectable.isLoading} />
        </Form.Item>
        <Form.Item name="action_priority_id" label={t('actions.priority')}>
          <Select
            allowClear
            placeholder={t('actions.no_priority')}
            loading={priorities.isLoading}
            options={(priorities.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('actions.description')}>
          <Input.TextArea rows={3} maxLength={TEXT_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>{t('actions.save')}</Button>
      </Form>
    </Card>
  );
}
