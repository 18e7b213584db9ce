// The business logo: checked in the browser (format, size) before it is uploaded; removal asks first.
import { App, Button, Card, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import type { TBusiness } from '@studio/shared/business/contracts';
import { errorLines } from '../../api/http-client.ts';
import { brand } from '../../app/theme.ts';
import { imageAccept, imageFileProblem } from '../../ui/image-file.ts';
import { useRemoveLogo, useUploadLogo } from './use-business.ts';

export function LogoCard({ business }: { business: TBusiness }) {
  const { message, modal } = App.useApp();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

  const beforeUpload = (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    upload.mutate(file, {
      onSuccess: () => message.success(messages.saved),
      onError: () => message.error(messages.uploadError),
    });
    // The upload is ours (through the HTTP client), not antd's.
    return false;
  };

  const confirmRemove = () =>
    modal.confirm({
      title: 'Remove your logo?',
      content:
        'Booking pages and emails will show your business name instead until you upload a new one.',
      okText: 'Remove logo',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync().then(
          () => message.success(messages.deleted),
          (error: unknown) => message.error(errorLines(error).join(' ')),
        ),
    });

  return (
    <Card title="Logo">
      <Flex vertical gap={16}>
        <Flex
          align="center"
          justify="center"
          style={{
            height: 160,
            borderRadius: 8,
            background: brand.canvas,
            border: `1px dashed ${brand.line}`,
            overflow: 'hidden',
          }}
        >
          {business.logoUrl ? (
            <img
              src={business.logoUrl}
              alt={`${business.businessName} logo`}
              style={{ maxWidth: '80%', maxHeight: 128, objectFit: 'contain' }}
            />
          ) : (
            <Flex vertical align="center" gap={8}>
              <PictureOutlined style={{ fontSize: 28, color: 'rgba(29, 37, 33, 0.35)' }} />
              <Typography.Text type="secondary">No logo yet</Typography.Text>
            </Flex>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Shown on your booking pages, emails and invoices. JPEG, PNG, TIFF or DNG, up to 10 MB.
        </Typography.Text>
        <Flex gap={8} wrap>
          <Upload accept={imageAccept} showUploadList={false} beforeUpload={beforeUpload}>
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {business.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
          </Upload>
          {business.logoUrl && (
            <Button
              danger
              type="text"
              icon={<DeleteOutlined />}
              onClick={confirmRemove}
              loading={remove.isPending}
            >
              Remove
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
