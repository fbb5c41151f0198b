/** The close button of the map panel's card. */
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function ClosePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return <Button size="small" icon={<CloseOutlined aria-hidden />} onClick={onClose}>{t('map.close')}</Button>;
}
