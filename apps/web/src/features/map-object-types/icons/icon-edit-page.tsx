/**
 * admin.map_object_types.icon.edit: how a type shows on the map. A live preview (normal and
 * selected), the icon type, frame and glyph (those two only for type 'icon', spec section 5),
 * and four colours with the preset palette. Opslaan stores the setting in the selected
 * network's key-value store and returns to the type.
 */
import { App, ColorPicker, Flex, Form, Select, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLOR_PRESETS, ICON_FRAMES, ICON_TYPES, type IconSetting } from '@console/contract/icons';
import type { MapObjectType } from '@console/contract/map-object-types';
import { FormActions } from '../../../components/form/form-actions';
import { useFormSubmit } from '../../../components/form/use-form-submit';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageLoading } from '../../../components/page/page-loading';
import { resourceText } from '../../../components/resource/resource';
import { useResourceItem } from '../../../components/resource/resource-api';
import { resourceHref } from '../../../components/resource/resource-pages';
import { useCrumbName } from '../../../lib/crumb-names';
import { useRouteId } from '../../../lib/route-id';
import { mapObjectTypes } from '../resource';
import { useIcon, useSaveIcon } from './icon-api';
import { COLOR_FIELDS, formValuesOf, hexOf, iconPayload, onFormFields, type IconFormValues } from './icon-form';
import { GlyphImage, IconPreview } from '../../../components/type-icon/icon-preview';
import { ICON_SET } from '../../../components/type-icon/icon-set';
import { labelOf } from '../../../components/type-icon/icon-setting';

const T = 'map_object_types.icon';

/** The icon select's options: the set in its order, each with its glyph; searched by name. */
const iconOptions = ICON_SET.map(({ name }) => ({
  value: name,
  title: name,
  label: <Flex gap={8} align="center"><GlyphImage name={name} /><span>{name}</span></Flex>,
}));

function IconForm({ type, setting }: { type: MapObjectType; setting: IconSetting }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<IconFormValues>();
  const save = useSaveIcon();
  const showHref = resourceHref(mapObjectTypes).show(type.id);
  // The preview follows every change; before the form has mounted its values are the loaded ones.
  const watched = Form.useWatch((values: IconFormValues) => values, form);
  const current = iconPayload(setting, watched ?? {});
  const isIcon = current.type === 'icon';
  const { onFinish, submitting } = useFormSubmit(form, async (values: IconFormValues) => {
    try {
      await save.mutateAsync(iconPayload(setting, values));
    } catch (error) {
      throw onFormFields(error);
    }
  }, () => {
    void message.success(t('map_object_types.saved'));
    void navigate(showHref);
  });
  const presets = [{ label: t(`${T}.presets`), colors: [...COLOR_PRESETS] }];

  return (
    <Card title={t(`${T}.title`, { name: type.name })}>
      <Form form={form} name="map_object_type_icon" layout="vertical" initialValues={formValuesOf(setting)} onFinish={onFinish} style={{ maxWidth: 640 }}>
        <Form.Item label={t(`${T}.preview`)}>
          <Flex gap={32} align="end" data-testid="icon-preview">
            {[false, true].map((selected) => {
              const caption = t(selected ? `${T}.selected` : `${T}.normal`);
              return (
                <Flex key={caption} vertical align="center" gap={4}>
                  <IconPreview setting={current} text={labelOf(type)} selected={selected} title={caption} />
                  <Typography.Text type="secondary">{caption}</Typography.Text>
                </Flex>
              );
            })}
          </Flex>
        </Form.Item>
        <Form.Item name="type" label={t(`${T}.type`)}>
          <Select options={ICON_TYPES.map((v) => ({ value: v, label: t(`${T}.type_values.${v}`) }))} />
        </Form.Item>
        <Form.Item name="frame" label={t(`${T}.frame`)}>
          <Select disabled={!isIcon} options={ICON_FRAMES.map((v) => ({ value: v, label: t(`${T}.frame_values.${v}`) }))} />
        </Form.Item>
        <Form.Item name="icon" label={t(`${T}.icon`)}>
          <Select disabled={!isIcon} options={iconOptions} showSearch={{ optionFilterProp: 'title' }} listHeight={320} />
        </Form.Item>
        <Flex gap={24} wrap>
          {COLOR_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(`${T}.${field}`)} style={{ minWidth: 200 }}
              getValueFromEvent={(color: unknown) => hexOf(color, setting[field])}>
              <ColorPicker format="hex" disabledAlpha showText presets={presets} aria-label={t(`${T}.${field}`)} />
            </Form.Item>
          ))}
        </Flex>
        <FormActions submitting={submitting} cancelTo={showHref} />
      </Form>
    </Card>
  );
}

/** The editor of the type in the URL; 'not found' for an unknown type, as the other screens do. */
export function IconEditPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const type = useResourceItem(mapObjectTypes, id);
  const icon = useIcon(id);
  // The breadcrumb names the type ("Objecttypes / Knooppuntpaal / Icoon"), not its id.
  useCrumbName(id, type.data?.name);
  const text = resourceText(mapObjectTypes.key);
  const back = { to: mapObjectTypes.routes.index.path, label: t(text.backToList) };
  const notFound = { title: t(text.notFound), text: t(text.notFoundText) };
  if (id === null) return <LoadFailed error={null} back={back} notFound={notFound} />;
  const error = type.error ?? icon.error;
  const retry = () => {
    void type.refetch();
    void icon.refetch();
  };
  if (error) return <LoadFailed error={error} onRetry={retry} back={back} notFound={notFound} />;
  if (!type.data || !icon.data) return <PageLoading />;
  // Keyed by id, so another type's editor starts from that type's setting.
  return <IconForm key={type.data.id} type={type.data} setting={icon.data} />;
}
