/**
 * The frame of the screens outside the layout (sign-in, switcher, password reset). Plain
 * elements styled in app/styles.css as antd's card and headings look: the sign-in page is the
 * first screen on a phone, and antd's Card (with its tabs, menu and skeleton) and Typography
 * (with tooltips and the colour picker's code) would double the JavaScript it loads.
 */
import type { ReactNode } from 'react';
import { Flex } from 'antd';
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
          <strong className="centered-brand-name">{t('app.title')}</strong>
          <span className="centered-secondary">{t('app.subtitle')}</span>
        </div>
      </Flex>
      <section className="centered-card" style={{ maxWidth: width }}>
        <h1 className="centered-title">{title}</h1>
        {intro ? <p className="centered-secondary centered-intro">{intro}</p> : null}
        {children}
      </section>
    </Flex>
  );
}
