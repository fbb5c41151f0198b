/**
 * A button that is a real link: it shows as an antd Button, navigates inside the app on a
 * plain click, and still opens in a new tab on ctrl/cmd/middle click, so every screen stays
 * bookmarkable.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
  children?: ReactNode;
}

/** An antd Button rendered as a link to a route of the console. */
export function LinkButton({ to, children, ...rest }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button {...rest} href={to} onClick={onClick}>
      {children}
    </Button>
  );
}
