/**
 * One of antd's icons (the @ant-design/icons-svg definition @ant-design/icons draws them from)
 * as a plain <svg>, for the screens that load no antd (the sign-in page): the same picture and
 * markup (`anticon` in a span, 1em, currentColor) without @ant-design/icons' context and styles.
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import './svg-icon.css';

function toElement(node: AbstractNode, key?: number) {
  const { tag, attrs, children } = node;
  // The definitions use SVG attribute names (fill-rule); React wants them camelCased.
  const props = Object.fromEntries(Object.entries(attrs).map(([name, value]) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]));
  const Tag = tag as 'svg';
  return <Tag key={key} {...props}>{children?.map((child, i) => toElement(child, i))}</Tag>;
}

export interface SvgIconProps {
  icon: IconDefinition;
  className?: string;
}

/** The icon, hidden from assistive technology (the control it sits on says what it is). */
export function SvgIcon({ icon, className }: SvgIconProps) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span role="img" aria-hidden className={`anticon anticon-${icon.name}${className ? ` ${className}` : ''}`}>
      {toElement({ ...svg, attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true', 'data-icon': icon.name } })}
    </span>
  );
}
