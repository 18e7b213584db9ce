// A tag of the light parts (light.css), in antd's tag colours with text dark enough for WCAG AA.
import type { CSSProperties, ReactNode } from 'react';
import './light.css';

export type LightTagColor = 'default' | 'green' | 'gold' | 'orange' | 'red' | 'blue';

export function LightTag({
  color = 'default',
  style,
  children,
}: {
  color?: LightTagColor;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <span className={color === 'default' ? 'l-tag' : `l-tag l-tag--${color}`} style={style}>
      {children}
    </span>
  );
}
