/**
 * The frame of the screens outside the layout (sign-in, switcher, password reset). Plain
 * elements styled (centered-card.css) as antd's card and headings look: the sign-in page is the
 * first screen on a phone and loads no antd.
 */
import type { ReactNode } from 'react';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from './svg-icon';
import './centered-card.css';

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
    <main className="centered-page">
      <div className="centered-brand">
        <span className="brand-mark" aria-hidden><SvgIcon icon={EnvironmentOutlined} /></span>
        <div>
          <strong className="centered-brand-name">{t('app.title')}</strong>
          <span className="centered-secondary">{t('app.subtitle')}</span>
        </div>
      </div>
      <section className="centered-card" style={{ maxWidth: width }}>
        <h1 className="centered-title">{title}</h1>
        {intro ? <p className="centered-secondary centered-intro">{intro}</p> : null}
        {children}
      </section>
    </main>
  );
}
