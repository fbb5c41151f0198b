/** Route 'admin.index' (/ and /admin): the admin home, pointing at the menu on the left (on a phone: at the menu button). */
import { Col, Flex, Row, Typography } from 'antd';
import { Card } from '../../../components/page/card';
import { ApartmentOutlined, AppstoreOutlined, ArrowLeftOutlined, ArrowUpOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/media-query';
import { paths } from '../../../lib/paths';
import { AdministeredNetworks } from '../components/administered-networks';

// A few common starting points; the full list is the side menu.
const SHORTCUTS = [
  { key: 'networks', to: paths.networks.path, icon: <ApartmentOutlined aria-hidden /> },
  { key: 'users', to: paths.users.path, icon: <TeamOutlined aria-hidden /> },
  { key: 'map_object_types', to: paths.mapObjectTypes.path, icon: <AppstoreOutlined aria-hidden /> },
] as const;

/** Title, description, the prompt to choose a module, and the networks the user administers. */
export function HomePage() {
  const { t } = useTranslation();
  // A phone hides the menu behind the header's button: the prompt points there.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>{t('home.title')}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 720 }}>{t('home.description')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
          {phone ? <ArrowUpOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />} {t(phone ? 'home.prompt_phone' : 'home.prompt')}
        </Typography.Paragraph>
        <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
          {SHORTCUTS.map((s) => (
            <Col key={s.key} xs={24} md={8}>
              <Link to={s.to} className="home-tile">
                <span className="home-tile-icon" aria-hidden>{s.icon}</span>
                <span>
                  <Typography.Text strong style={{ display: 'block' }}>{t(`menu.${s.key}`)}</Typography.Text>
                  <Typography.Text type="secondary">{t(`home.tile_${s.key}`)}</Typography.Text>
                </span>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
      <AdministeredNetworks />
    </Flex>
  );
}
