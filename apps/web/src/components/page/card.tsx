/**
 * The frame of a screen's part: a white box with a title bar (the title, and buttons on the
 * right) over its content, as antd's Card draws it, in plain elements: antd's Card brings its
 * tabs along, which no screen uses. A titled card is a named region, so a screen reader lists
 * it and the title is a heading.
 */
import { useId, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import './card.css';

export interface CardProps {
  title?: ReactNode;
  /** Buttons at the right of the title bar. */
  extra?: ReactNode;
  children?: ReactNode;
  /** Smaller title bar and padding, for a card inside a card. */
  size?: 'default' | 'small';
  /** Shows a skeleton instead of the content. */
  loading?: boolean;
  className?: string;
}

export function Card({ title, extra, children, size = 'default', loading = false, className }: CardProps) {
  const titleId = useId();
  const titled = title !== undefined && title !== null && title !== '';
  const Heading = size === 'small' ? 'h3' : 'h2';
  return (
    <section className={['card', size === 'small' ? 'card-small' : '', className ?? ''].join(' ').trim()} aria-labelledby={titled ? titleId : undefined}>
      {titled || extra ? (
        <div className="card-head">
          {titled ? <Heading className="card-title" id={titleId}>{title}</Heading> : null}
          {extra ? <div className="card-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="card-body">{loading ? <Skeleton active /> : children}</div>
    </section>
  );
}
