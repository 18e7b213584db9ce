// An image of the site's SEO (the social image, the favicon): checked in the browser (format,
// size), uploaded, then saved into the site's SEO draft; removing it asks first.
import { App, Button, Card, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { brand } from '../../app/theme.ts';
import { imageAccept, imageFileProblem } from '../../ui/image-file.ts';
import { useUploadSeoImage } from './use-seo.ts';

export type SeoImageCardProps = {
  title: string;
  description: string;
  url: string | null;
  /** The shape the preview takes: a wide card for sharing, a small square for the favicon. */
  preview: 'wide' | 'square';
  isSaving: boolean;
  onChange(url: string | null): Promise<unknown>;
};

export function SeoImageCard(props: SeoImageCardProps) {
  const { message, modal } = App.useApp();
  const upload = useUploadSeoImage();
  const noun = props.title.toLowerCase();

  const beforeUpload = (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      message.error(problem);
      return Upload.LIST_IGNORE;
    }
    upload
      .mutateAsync(file)
      .then((stored) => props.onChange(stored.url))
      .then(
        () => message.success(messages.saved),
        (error: unknown) => message.error(errorLines(error).join(' ') || messages.uploadError),
      );
    return false;
  };

  const confirmRemove = () =>
    modal.confirm({
      title: `Remove the ${noun}?`,
      content: 'Your website goes without it once you publish.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        props.onChange(null).then(
          () => message.success(messages.deleted),
          (error: unknown) => message.error(errorLines(error).join(' ')),
        ),
    });

  const isSquare = props.preview === 'square';
  return (
    <Card title={props.title} style={{ height: '100%' }}>
      <Flex vertical gap={16}>
        <Flex
          align="center"
          justify="center"
          style={{
            height: 140,
            borderRadius: 8,
            background: brand.canvas,
            border: `1px dashed ${brand.line}`,
            overflow: 'hidden',
          }}
        >
          {props.url ? (
            <img
              src={props.url}
              alt={props.title}
              style={
                isSquare
                  ? { width: 64, height: 64, objectFit: 'contain', borderRadius: 8 }
                  : { width: '100%', height: '100%', objectFit: 'cover' }
              }
            />
          ) : (
            <Flex vertical align="center" gap={8}>
              <PictureOutlined style={{ fontSize: 28, color: 'rgba(29, 37, 33, 0.35)' }} />
              <Typography.Text type="secondary">No {noun} yet</Typography.Text>
            </Flex>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {props.description}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Upload accept={imageAccept} showUploadList={false} beforeUpload={beforeUpload}>
            <Button icon={<UploadOutlined />} loading={upload.isPending || props.isSaving}>
              {props.url ? `Replace ${noun}` : `Upload ${noun}`}
            </Button>
          </Upload>
          {props.url && (
            <Button danger type="text" icon={<DeleteOutlined />} onClick={confirmRemove}>
              Remove
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
