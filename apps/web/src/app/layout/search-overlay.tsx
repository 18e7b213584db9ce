// Global search overlay. Search over shoots, inquiries and clients arrives with the CRM release;
// until then the overlay says so plainly instead of showing results it cannot have.
import { Flex, Modal, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { modalWidths } from '@studio/shared/constants';
import { brand } from '../theme.ts';

export function SearchOverlay({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      open={isOpen}
      onCancel={onClose}
      footer={null}
      title="Search"
      width={modalWidths.default}
      destroyOnHidden
    >
      <Flex
        vertical
        align="center"
        gap={12}
        style={{ padding: '24px 8px 16px', textAlign: 'center' }}
      >
        <Flex
          align="center"
          justify="center"
          style={{ width: 56, height: 56, borderRadius: 16, background: '#E8EFEC' }}
        >
          <SearchOutlined style={{ fontSize: 24, color: brand.accent }} />
        </Flex>
        <Tag color="default" style={{ margin: 0 }}>
          Coming with the CRM release
        </Tag>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Search is not available yet
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 360 }}>
          Finding shoots, inquiries and clients by name or email arrives with the CRM release,
          together with the shoots and clients themselves.
        </Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
