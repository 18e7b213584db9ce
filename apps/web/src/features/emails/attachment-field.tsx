// The one attachment of an email template, as a form field: the file's name (a link to it) with
// Remove, or an upload button. The file is stored at once (POST /api/upload); the template keeps
// its id when saved.
import { useState } from 'react';
import { Button, Flex, Typography, Upload, theme } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { TEmailAttachment } from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { useUploadAttachment } from './use-email-templates.ts';

/** The upload endpoint's limit, checked first so a large file is refused before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;

type AttachmentFieldProps = {
  value?: TEmailAttachment | null;
  onChange?(attachment: TEmailAttachment | null): void;
  id?: string;
};

export function AttachmentField({ value, onChange, id }: AttachmentFieldProps) {
  const { token } = theme.useToken();
  const upload = useUploadAttachment();
  const [error, setError] = useState<string | undefined>(undefined);

  const choose = (file: File) => {
    setError(undefined);
    if (file.size > MAX_BYTES) {
      setError(messages.imageSize);
      return;
    }
    upload.mutate(file, {
      onSuccess: (stored) =>
        onChange?.({ id: stored.id, url: stored.url, name: stored.originalName ?? file.name }),
      onError: (failure) => setError(errorLines(failure).join(' ')),
    });
  };

  return (
    <Flex vertical gap={6} id={id}>
      {value ? (
        <Flex
          align="center"
          gap={8}
          style={{
            padding: '6px 8px 6px 12px',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            background: token.colorFillQuaternary,
            minWidth: 0,
          }}
        >
          <PaperClipOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
          <Typography.Link
            href={value.url}
            target="_blank"
            rel="noopener noreferrer"
            ellipsis
            style={{ flex: 1, minWidth: 0 }}
          >
            {value.name}
          </Typography.Link>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`Remove the attachment ${value.name}`}
            onClick={() => onChange?.(null)}
          >
            Remove
          </Button>
        </Flex>
      ) : (
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            Attach a file
          </Button>
        </Upload>
      )}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {value
            ? 'Sent with every email made from this template.'
            : 'One file, up to 10 MB, sent with every email made from this template.'}
        </Typography.Text>
      )}
    </Flex>
  );
}
