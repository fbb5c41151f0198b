/** The page of a screen that is not built yet: the menu can already point at it. */
import { Card, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../link-button';

/** 'Dit scherm volgt in een volgende versie', with a way back home. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        icon={<ToolOutlined aria-hidden />}
        title={t('coming_soon.title')}
        subTitle={t('coming_soon.description')}
        extra={<LinkButton to={paths.home.path} type="primary">{t('common.back_home')}</LinkButton>}
      />
    </Card>
  );
}
