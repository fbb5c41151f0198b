/**
 * A line of text as antd's Typography.Text draws it (same element, same classes, so the same
 * rules of antd's stylesheet), without Typography: its copy, edit and measured-ellipsis parts
 * (TextArea, Tooltip, icons) came with the layout on every screen for a bold name and a grey
 * label. Only what the layout and the users list use: type secondary, strong, and
 * the one-line ellipsis antd does in CSS.
 */
import type { ReactNode } from 'react';

export interface PlainTextProps {
  children: ReactNode;
  type?: 'secondary';
  strong?: boolean;
  /** One line, cut off with an ellipsis (antd's CSS ellipsis); `title` then shows it whole. */
  ellipsis?: boolean;
  title?: string;
  className?: string;
}

export function PlainText({ children, type, strong = false, ellipsis = false, title, className }: PlainTextProps) {
  const classes = ['ant-typography'];
  if (type) classes.push(`ant-typography-${type}`);
  if (ellipsis) classes.push('ant-typography-ellipsis', 'ant-typography-ellipsis-single-line');
  if (className) classes.push(className);
  return (
    <span className={classes.join(' ')} title={title}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}
