// 'Preview email': one template rendered with the values of a shoot or inquiry the owner picks,
// in a sandboxed frame at a phone's or a desktop's width, and a test send to the owner.
import { useState, type ReactNode } from 'react';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Modal,
  Segmented,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import {
  CheckCircleFilled,
  MobileOutlined,
  DesktopOutlined,
  PaperClipOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { TEmailPreview } from '@studio/shared/emails/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { RecordPicker } from './record-picker.tsx';
import { useEmailPreviews, useSendTestEmail, type PreviewRecord } from './use-email-templates.ts';

type Width = 'phone' | 'desktop';

/** A common phone's CSS width, and the width most email clients give a message on a desktop. */
const frameWidths: Record<Width, string> = { phone: '375px', desktop: '100%' };

/**
 * The rendered content as a whole document for the frame. The frame is sandboxed without
 * scripts or same-origin access, so the content can neither run code nor read the app; links
 * open in a new tab.
 */
export function previewDocument(html: string, linkColor: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><base target="_blank"><style>
body{margin:0;padding:24px 20px;font:15px/1.6 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1D2521;background:#fff;overflow-wrap:anywhere}
a{color:${linkColor}}img{max-width:100%;height:auto}blockquote{margin:0 0 12px;padding-left:12px;border-left:3px solid #E7E3DA;color:#555}
p{margin:0 0 12px}h1,h2,h3,h4,h5{line-height:1.3;margin:16px 0 8px}ul,ol{padding-left:22px}
</style></head><body>${html}</body></html>`;
}

type EmailPreviewModalProps = {
  isOpen: boolean;
  templateId: string;
  templateName: string;
  /** The editor has unsaved changes: the preview shows what is saved. */
  hasUnsavedChanges?: boolean;
  onClose(): void;
};

export function EmailPreviewModal({
  isOpen,
  templateId,
  templateName,
  hasUnsavedChanges = false,
  onClose,
}: EmailPreviewModalProps) {
  const { message } = App.useApp();
  const { business } = useSession();
  const isMobile = useIsMobile();
  const [record, setRecord] = useState<PreviewRecord | undefined>(undefined);
  const [width, setWidth] = useState<Width>('desktop');
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const previews = useEmailPreviews(isOpen ? record : undefined);
  const preview = previews.data?.find((entry) => entry.templateId === templateId);
  const sendTest = useSendTestEmail();

  const send = () => {
    setSentTo(undefined);
    sendTest.mutate(
      {
        templateId,
        ...(record?.kind === 'order' ? { orderId: record.id } : {}),
        ...(record?.kind === 'inquiry' ? { inquiryId: record.id } : {}),
      },
      {
        onSuccess: (sent) => {
          setSentTo(sent.to);
          void message.success(`Test email sent to ${sent.to}`);
        },
        onError: (error) => void message.error(errorLines(error).join(' ')),
      },
    );
  };

  return (
    <Modal
      open={isOpen}
      title="Preview email"
      width={880}
      // On a phone the frame and the test button both fit on the screen.
      style={isMobile ? { top: 16 } : undefined}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => {
        setRecord(undefined);
        setSentTo(undefined);
      }}
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          {sentTo ? (
            <Typography.Text
              type="success"
              role="status"
              style={{ textAlign: 'start', flex: '1 1 240px' }}
            >
              <CheckCircleFilled aria-hidden /> Test email sent to {sentTo}. It can take a minute to
              arrive.
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary" style={{ textAlign: 'start', flex: '1 1 240px' }}>
              {record
                ? 'The test goes to you, filled in with this record’s details.'
                : 'The test goes to you; without a shoot or inquiry, client details show ----.'}
            </Typography.Text>
          )}
          <Flex gap={8}>
            <Button onClick={onClose}>Close</Button>
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={sendTest.isPending}
              onClick={send}
            >
              Send me a test
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          “{templateName}” filled in with the details of one of your shoots or inquiries. The email
          that is sent also carries your logo, colour and business name.
        </Typography.Text>
        {hasUnsavedChanges && (
          <Alert
            type="warning"
            showIcon
            title="You have unsaved changes. The preview and the test show the saved template."
          />
        )}
        <Form layout="vertical" component="div" requiredMark={false}>
          <Form.Item label="Preview for" htmlFor="preview-record" style={{ marginBottom: 0 }}>
            <RecordPicker id="preview-record" value={record} onChange={setRecord} />
          </Form.Item>
        </Form>
        {!record ? null : previews.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : previews.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorLines(previews.error).join(' ')}
            action={<Button onClick={() => void previews.refetch()}>Try again</Button>}
          />
        ) : !preview ? (
          <Alert type="error" showIcon title="This email template does not exist or was deleted" />
        ) : (
          <RenderedEmail
            preview={preview}
            width={isMobile ? 'phone' : width}
            linkColor={business?.brandColor ?? '#2F5D50'}
            widthSwitch={
              !isMobile && (
                <Segmented<Width>
                  aria-label="Width"
                  size="small"
                  value={width}
                  onChange={setWidth}
                  options={[
                    { value: 'phone', label: 'Phone', icon: <MobileOutlined /> },
                    { value: 'desktop', label: 'Desktop', icon: <DesktopOutlined /> },
                  ]}
                />
              )
            }
          />
        )}
      </Flex>
    </Modal>
  );
}

type RenderedEmailProps = {
  preview: TEmailPreview;
  width: Width;
  linkColor: string;
  widthSwitch: ReactNode;
};

function RenderedEmail({ preview, width, linkColor, widthSwitch }: RenderedEmailProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        overflow: 'hidden',
      }}
    >
      <Flex
        vertical
        gap={4}
        style={{
          padding: '12px 16px',
          background: token.colorFillQuaternary,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Subject
          </Typography.Text>
          {widthSwitch}
        </Flex>
        <Typography.Text strong data-testid="preview-subject" style={{ fontSize: 15 }}>
          {preview.subject}
        </Typography.Text>
        {preview.attachment && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <PaperClipOutlined aria-hidden /> {preview.attachment.name}
          </Typography.Text>
        )}
      </Flex>
      <Flex
        justify="center"
        style={{ background: width === 'phone' ? token.colorFillTertiary : '#fff' }}
      >
        <iframe
          title={`Preview of ${preview.name}`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={previewDocument(preview.html, linkColor)}
          style={{
            display: 'block',
            width: frameWidths[width],
            maxWidth: '100%',
            // Tall enough to read, short enough that the footer stays on screen.
            height: 'clamp(260px, calc(100vh - 460px), 560px)',
            border: 'none',
            background: '#fff',
          }}
        />
      </Flex>
    </Flex>
  );
}
