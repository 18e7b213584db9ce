// The new website builder's notice as a dialog: loaded only once new-version-notice.tsx has
// decided this account sees it, under an AntdScope.
import type { ReactNode } from 'react';
import { Button, Flex, Modal, Tag, Typography } from 'antd';
import { AppstoreOutlined, FileTextOutlined, GlobalOutlined } from '@ant-design/icons';
import { modalWidths } from '@studio/shared/constants';
import { brand } from '../theme.ts';

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Flex gap={12} align="flex-start">
      <Flex
        align="center"
        justify="center"
        style={{ width: 36, height: 36, borderRadius: 8, background: '#E8EFEC', flex: 'none' }}
      >
        <span style={{ color: brand.accent, fontSize: 16 }}>{icon}</span>
      </Flex>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {text}
        </Typography.Paragraph>
      </div>
    </Flex>
  );
}

/** Three stacked page outlines: the builder's pages, drawn without an image file. */
function PagesArt() {
  const page = (offset: number, opacity: number) => (
    <div
      style={{
        position: 'absolute',
        left: 40 + offset,
        top: 56 + offset,
        width: 150,
        height: 190,
        borderRadius: 8,
        background: `rgba(255, 255, 255, ${opacity})`,
        boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
        padding: 16,
      }}
    >
      <div style={{ height: 64, borderRadius: 4, background: 'rgba(47, 93, 80, 0.18)' }} />
      <div
        style={{ height: 8, width: '70%', marginTop: 12, borderRadius: 4, background: '#E7E3DA' }}
      />
      <div
        style={{ height: 8, width: '90%', marginTop: 8, borderRadius: 4, background: '#E7E3DA' }}
      />
      <div
        style={{ height: 8, width: '50%', marginTop: 8, borderRadius: 4, background: '#E7E3DA' }}
      />
    </div>
  );
  return (
    <div
      aria-hidden
      style={{
        position: 'relative',
        minHeight: 320,
        height: '100%',
        background: `linear-gradient(160deg, ${brand.accent} 0%, #3F7A69 100%)`,
        overflow: 'hidden',
      }}
    >
      {page(0, 0.55)}
      {page(24, 0.8)}
      {page(48, 1)}
    </div>
  );
}

type NewVersionDialogProps = { isOpen: boolean; onLater(): void; onOpenBuilder(): void };

export function NewVersionDialog({ isOpen, onLater, onOpenBuilder }: NewVersionDialogProps) {
  return (
    <Modal
      open={isOpen}
      onCancel={onLater}
      width={modalWidths.notice}
      footer={null}
      // The dialog's accessible name (antd names a dialog by its title only, and passes no
      // aria-label on); the heading inside says it on screen, so the title is for screen readers.
      title="New website builder"
      classNames={{ header: 'studio-visually-hidden' }}
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
    >
      <div style={{ display: 'grid', gridTemplateColumns: '300px 1fr' }}>
        <PagesArt />
        <Flex vertical gap={16} style={{ padding: '40px 40px 32px' }}>
          <Tag color="green" style={{ alignSelf: 'flex-start', margin: 0 }}>
            New
          </Tag>
          {/* The dialog's first heading: h2, under the page's h1 (drawn at the size of an h3). */}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            Meet the new website builder
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Build a complete site for your photography business, with room for every session you
            offer.
          </Typography.Paragraph>
          <Feature
            icon={<FileTextOutlined />}
            title="Multiple pages"
            text="Home, about, portfolio, pricing: as many pages as your work needs."
          />
          <Feature
            icon={<AppstoreOutlined />}
            title="60+ templates"
            text="Page and section templates to start from, then make them yours."
          />
          <Feature
            icon={<GlobalOutlined />}
            title="Custom domain"
            text="Publish on your own domain, secured with SSL."
          />
          <Flex gap={8} justify="flex-end" style={{ marginTop: 8 }}>
            <Button onClick={onLater}>Maybe later</Button>
            <Button type="primary" onClick={onOpenBuilder}>
              Open the website builder
            </Button>
          </Flex>
        </Flex>
      </div>
    </Modal>
  );
}
