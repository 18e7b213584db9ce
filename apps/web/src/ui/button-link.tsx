// A button that is a real link: it opens in a new tab on ctrl/cmd-click, and otherwise moves
// inside the app without reloading it.
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    const isPlainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!isPlainClick) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...buttonProps} href={to} onClick={follow} />;
}
