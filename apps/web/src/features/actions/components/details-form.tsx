/**
 * The action's status (one of those the caller's role may set), priority and description,
 * saved together with PATCH: only what changed is sent. A 400 lands on its field; a status the
 * role may not set, or the lock, is a 403 the http client shows with its detail.
 */
import { useMemo } from 'react';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Action } from '@console/contract/actions';
import { TEXT_MAX } from '@console/contract/limits';
import { Card } from '../../../components/page/card';
import { useResourceList } from '../../../components/resource/resource-api';
import { sources } from '../../../lib/config-sources';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSelectableStatuses } from '../api/queries';
import { useUpdateAction } from '../api/writes';
import { changedDetails, detailsOf, statusOptions, type DetailsValues } from '../model/details-form';

const FIELDS = ['action_status_id', 'action_priority_id', 'description'];

export function DetailsForm({ action }: { action: Action }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DetailsValues>();
  const selectable = useSelectableStatuses();
  const priorities = useResourceList(sources.actionPriorities);
  const update = useUpdateAction(action.id);
  const initial = useMemo(() => detailsOf(action), [action]);
  const options = useMemo(
    () => statusOptions(selectable.data ?? [], action, (name) => t('actions.status_not_selectable', { name })),
    [selectable.data, action, t],
  );

  const save = async (values: DetailsValues) => {
    const body = changedDetails(action, values);
    if (Object.keys(body).length === 0) return;
    try {
      await update.mutateAsync(body);
      void message.success(t('actions.saved'));
    } catch (error) {
      applyServerErrors(form, error, FIELDS);
    }
  };

  return (
    <Card title={t('actions.details')}>
      <Form form={form} layout="vertical" initialValues={initial} key={JSON.stringify(initial)} onFinish={(v) => void save(v)} aria-label={t('actions.details')}>
        <Form.Item name="action_status_id" label={t('actions.status')}>
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
