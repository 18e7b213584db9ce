// The editor's image picker: uploads a photo through the upload API and keeps its /uploads/ address.
// Cleared, a block shows the product's neutral placeholder.
import { Button, Space, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { imageOrPlaceholder } from '@studio/site/fields';
import { isPlaceholderUrl } from '@studio/site/templates/placeholders';
import { ApiError } from '../../api/http-client.ts';
import { useUploadSiteImage } from './use-website.ts';
import { useState } from 'react';

export function ImageField(props: { value: string; onChange: (url: string) => void }) {
  const upload = useUploadSiteImage();
  const [error, setError] = useState<string>();
  // A template's placeholder photo is not the owner's: it offers an upload, not a removal.
  const isOwnPhoto = Boolean(props.value) && !isPlaceholderUrl(props.value);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <img
        src={imageOrPlaceholder(props.value ?? '')}
        alt=""
        style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
      />
      <Space>
        <Upload
          accept="image/*"
          showUploadList={false}
          customRequest={({ file }) => {
            setError(undefined);
            upload.mutate(file as File, {
              onSuccess: (image) => props.onChange(image.url),
              onError: (cause) =>
                setError(cause instanceof ApiError ? cause.lines.join(' ') : 'Upload failed'),
            });
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {isOwnPhoto ? 'Replace' : 'Upload'}
          </Button>
        </Upload>
        {isOwnPhoto && (
          <Button icon={<DeleteOutlined />} onClick={() => props.onChange('')}>
            Use placeholder
          </Button>
        )}
      </Space>
      {error && <span style={{ color: '#c0392b' }}>{error}</span>}
    </Space>
  );
}
