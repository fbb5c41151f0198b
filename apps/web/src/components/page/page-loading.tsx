/** A centred spinner for a page that is still loading. */
import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Full-area loading state with an accessible label. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }} role="status" aria-label={t('common.loading')}>
      <Spin size="large" />
    </Flex>
  );
}
