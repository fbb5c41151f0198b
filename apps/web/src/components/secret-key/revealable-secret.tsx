/**
 * A secret the console may show (a helpdesk's API key, stored as the helpdesk gave it), masked
 * until asked: dots and a "Tonen" button, which shows it with a copy button, and "Verbergen"
 * masks it again. Nothing is written on the way: it only changes what the screen shows.
 */
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const MASK = '••••••••••';

export function RevealableSecret({ value, label }: { value: string | null | undefined; label: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  if (!value) return '-';
  return (
    <Flex gap={8} align="center" wrap>
      {shown
        ? <Typography.Text code copyable={{ tooltips: [t('secret.copy'), t('secret.copied')] }} style={{ wordBreak: 'break-all' }}>{value}</Typography.Text>
        : <Typography.Text aria-hidden>{MASK}</Typography.Text>}
      <Button size="small" icon={shown ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />} aria-pressed={shown}
        aria-label={t(shown ? 'secret.hide_of' : 'secret.show_of', { label })} onClick={() => setShown(!shown)}>
        {t(shown ? 'secret.hide' : 'secret.show')}
      </Button>
    </Flex>
  );
}
