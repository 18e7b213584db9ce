// The one error screen: status or error name, a message and the way back Home.
import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { messages } from '@studio/shared/messages';
import { BrandLockup } from '../../app/brand-mark.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { brand } from '../../app/theme.ts';

export type ErrorScreenProps = {
  /** The big heading: an HTTP status such as 404, or an error name. */
  heading?: string | number;
  message: string;
  /** Replaces the Home link, e.g. while the page reloads itself. */
  action?: ReactNode;
  /** A full reload on the way Home, for states the app cannot leave by itself. */
  reloadDocument?: boolean;
  /** Fills the viewport; off when shown inside the app layout. */
  fullPage?: boolean;
};

export function ErrorScreen({
  heading,
  message,
  action,
  reloadDocument = false,
  fullPage = true,
}: ErrorScreenProps) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={24}
      role="alert"
      style={{
        minHeight: fullPage ? '100vh' : '60vh',
        padding: '48px 24px',
        textAlign: 'center',
        background: fullPage ? brand.canvas : undefined,
      }}
    >
      {fullPage && <BrandLockup />}
      {heading !== undefined && (
        <Typography.Title
          level={1}
          style={{
            margin: 0,
            fontSize: typeof heading === 'number' ? 88 : 40,
            lineHeight: 1,
            letterSpacing: '-0.03em',
            color: brand.accent,
          }}
        >
          {heading}
        </Typography.Title>
      )}
      <Typography.Paragraph style={{ margin: 0, maxWidth: 440, fontSize: 16 }}>
        {message}
      </Typography.Paragraph>
      {action ??
        (reloadDocument ? (
          <Button type="primary" size="large" href="/">
            {messages.goBackHome}
          </Button>
        ) : (
          <ButtonLink type="primary" size="large" to="/">
            {messages.goBackHome}
          </ButtonLink>
        ))}
    </Flex>
  );
}
