/** The frame of the screens outside the layout (sign-in, switcher, password reset). */
import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface CenteredCardProps {
  /** The screen's heading (h1). */
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** A card in the middle of a tinted page, under the console's name. */
export function CenteredCard({ title, intro, children, width = 420 }: CenteredCardProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap={24} className="centered-page" component="main">
      <Flex align="center" gap={12}>
        <span className="brand-mark" aria-hidden><EnvironmentOutlined aria-hidden /></span>
        <div>
          <Typography.Text strong style={{ fontSize: 18, display: 'block' }}>{t('app.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('app.subtitle')}</Typography.Text>
        </div>
      </Flex>
      <Card style={{ width: '100%', maxWidth: width }} styles={{ body: { padding: 32 } }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>{title}</Typography.Title>
        {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
        {children}
      </Card>
    </Flex>
  );
}
