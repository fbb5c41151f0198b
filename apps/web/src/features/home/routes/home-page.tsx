/** Route 'admin.index' (/ and /admin): the admin home, pointing at the menu on the left. */
import { Card, Col, Row, Typography } from 'antd';
import { ApartmentOutlined, AppstoreOutlined, TeamOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const HIGHLIGHTS = [
  { key: 'networks', icon: <ApartmentOutlined /> },
  { key: 'users', icon: <TeamOutlined /> },
  { key: 'objects', icon: <AppstoreOutlined /> },
] as const;

/** Title, description and the prompt to choose a module. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>{t('home.title')}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>{t('home.description')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
        <ArrowLeftOutlined /> {t('home.prompt')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        {HIGHLIGHTS.map((h) => (
          <Col key={h.key} xs={24} md={8}>
            <Card size="small" className="home-tile">
              <span className="home-tile-icon" aria-hidden>{h.icon}</span>
              <Typography.Text strong>{t(`menu.${h.key}`)}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
