/**
 * Routes 'admin.map_object_attributes.createLookupvalue' ({id}/createlookupvalue) and
 * 'editLookupvalue' ({attribute_id}/editlookupvalue/{lookup_id}): a lookup value's name, renamed
 * on the version read (someone else's rename meanwhile opens the conflict dialog).
 */
import { App, Form, Input } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAME_MAX } from '@console/contract/limits';
import { lookupValueSchema, type LookupValue } from '@console/contract/attributes';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { useVersionedSave } from '../../../components/version-conflict/use-versioned-save';
import { applyServerErrors } from '../../../lib/form-errors';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { hrefOf } from '../../../lib/paths';
import { parseRouteId } from '../../../lib/route-id';
import { useCreateLookupValue } from '../api/create-lookup-value';
import { useLookupValue } from '../api/get-lookup-value';
import { useRenameLookupValue } from '../api/rename-lookup-value';
import { attributes } from '../resource';
import { useCrumbName } from '../../../lib/crumb-names';

function LookupForm({ attributeId, value }: { attributeId: number; value?: LookupValue }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateLookupValue(attributeId);
  const rename = useRenameLookupValue(attributeId);
  const back = hrefOf(attributes.routes.show.path, { id: attributeId });
  const done = async (created: boolean) => {
    void message.success(t(created ? 'attributes.lookup_created' : 'attributes.lookup_saved'));
    await navigate(back);
  };
  const versioned = useVersionedSave<LookupValue | undefined>({
    record: value,
    valuesOf: (v) => ({ name: v?.name ?? '' }),
    parse: (current) => lookupValueSchema.safeParse(current).data ?? null,
    fields: [{ key: 'name', label: t('common.name') }],
    send: async (values, known) => {
      if (!known) return;
      await rename.mutateAsync({ id: known.id, name: String(values.name ?? '').trim(), updated_at: known.updated_at });
      await done(false);
    },
    onTheirs: (v) => form.setFieldsValue({ name: v?.name ?? '' }),
    setValues: (values) => form.setFieldsValue(values),
    onError: (error) => { applyServerErrors(form, error); },
  });
  const { onFinish, submitting } = useFormSubmit(form, async ({ name }: { name: string }) => {
    if (value) return versioned.save({ name });
    await create.mutateAsync(name.trim());
    await done(true);
  });
  return (
    <Card title={t(value ? 'attributes.lookup_edit_title' : 'attributes.lookup_create_title', { name: value?.name })}>
      <Form form={form} layout="vertical" name="lookup-value" initialValues={{ name: value?.name ?? '' }} onFinish={onFinish} style={{ maxWidth: 560 }}>
        {versioned.dialog}
        <Form.Item name="name" label={t('common.name')} rules={[{ required: true, whitespace: true, message: t('validation.required') }]}>
          <Input maxLength={NAME_MAX} autoComplete="off" autoFocus />
        </Form.Item>
        <FormActions submitting={submitting} cancelTo={back} />
      </Form>
    </Card>
  );
}

export function LookupValueCreatePage() {
  const id = parseRouteId(useParams().id);
  if (id === null) return <LoadFailed error={null} />;
  return <LookupForm attributeId={id} />;
}

export function LookupValueEditPage() {
  const params = useParams();
  const id = parseRouteId(params.id);
  const lookupId = parseRouteId(params.lookup_id);
  const value = useLookupValue(id ?? 0, lookupId);
  useCrumbName(lookupId, value.data?.name);
  if (id === null || lookupId === null) return <LoadFailed error={null} />;
  if (value.error) return <LoadFailed error={value.error} onRetry={() => void value.refetch()} />;
  if (!value.data) return <PageLoading />;
  return <LookupForm key={lookupId} attributeId={id} value={value.data} />;
}
