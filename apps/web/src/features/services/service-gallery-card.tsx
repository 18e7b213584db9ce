// The service gallery: images are checked in the browser first, uploaded
// one by one, then the ordered list is saved. Reordering and removing save at once.
import { useState } from 'react';
import { App, Button, Card, Empty, Popconfirm, Tag, Tooltip, Typography, Upload } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { messages } from '@studio/shared/messages';
import type { TService } from '@studio/shared/services/contracts';
import { GALLERY_MAX } from '@studio/shared/services/requests';
import { errorLines } from '../../api/http-client.ts';
import { imageAccept, imageFileProblem } from '../../ui/image-file.ts';
import { useChangeService, useUploadImage } from './use-services.ts';

export function ServiceGalleryCard({ service }: { service: TService }) {
  const { message } = App.useApp();
  const change = useChangeService(service.id);
  const upload = useUploadImage();
  const [isUploading, setUploading] = useState(false);
  const ids = service.gallery.map((image) => image.fileId);

  const saveOrder = (fileIds: string[], toast: string) =>
    change.mutate(
      { kind: 'gallery', fileIds },
      {
        onSuccess: () => message.success(toast),
        onError: (error) => message.error(errorLines(error).join(' ')),
      },
    );

  /** antd calls this once per chosen file with the whole batch; the first call takes the batch. */
  const beforeUpload = (file: File, batch: File[]) => {
    if (file !== batch[0]) return false;
    void uploadBatch(batch);
    return false;
  };

  const uploadBatch = async (batch: File[]) => {
    const accepted = batch.filter((candidate) => {
      const problem = imageFileProblem(candidate);
      if (problem) message.error(problem);
      return !problem;
    });
    const room = GALLERY_MAX - ids.length;
    if (accepted.length > room) message.error(messages.galleryMax(GALLERY_MAX));
    const toUpload = accepted.slice(0, Math.max(room, 0));
    if (toUpload.length === 0) return;
    setUploading(true);
    const uploaded: string[] = [];
    try {
      for (const candidate of toUpload) {
        try {
          uploaded.push((await upload.mutateAsync(candidate)).id);
        } catch {
          message.error(messages.uploadError);
        }
      }
    } finally {
      setUploading(false);
    }
    if (uploaded.length > 0) saveOrder([...ids, ...uploaded], messages.saved);
  };

  const move = (index: number, offset: -1 | 1) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + offset, 0, moved);
    saveOrder(next, messages.saved);
  };

  return (
    <Card
      title="Gallery"
      extra={
        <Upload
          accept={imageAccept}
          multiple
          showUploadList={false}
          beforeUpload={beforeUpload}
          disabled={isUploading || ids.length >= GALLERY_MAX}
        >
          <Button icon={<UploadOutlined />} loading={isUploading || change.isPending}>
            Add images
          </Button>
        </Upload>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        The first image is the cover on your booking pages. JPEG, PNG, TIFF or DNG, up to 10 MB
        each.
      </Typography.Paragraph>
      {service.gallery.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No images yet" />
      ) : (
        <div className="studio-gallery-grid">
          {service.gallery.map((image, index) => (
            <div key={image.fileId} className="studio-gallery-tile">
              <img src={image.url} alt={`Gallery image ${index + 1}`} loading="lazy" />
              {index === 0 && (
                <Tag color="green" className="studio-gallery-cover">
                  Cover
                </Tag>
              )}
              <div className="studio-gallery-actions">
                <Tooltip title="Move earlier">
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined />}
                    aria-label={`Move image ${index + 1} earlier`}
                    disabled={index === 0 || change.isPending}
                    onClick={() => move(index, -1)}
                  />
                </Tooltip>
                <Tooltip title="Move later">
                  <Button
                    size="small"
                    icon={<ArrowRightOutlined />}
                    aria-label={`Move image ${index + 1} later`}
                    disabled={index === ids.length - 1 || change.isPending}
                    onClick={() => move(index, 1)}
                  />
                </Tooltip>
                <Popconfirm
                  title="Remove this image from the gallery?"
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    saveOrder(
                      ids.filter((id) => id !== image.fileId),
                      messages.deleted,
                    )
                  }
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove image ${index + 1}`}
                    disabled={change.isPending}
                  />
                </Popconfirm>
              </div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
