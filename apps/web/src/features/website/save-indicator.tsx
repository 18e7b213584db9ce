// Where the draft stands: Saved, Saving…, or Not saved with the reason and a Retry.
import { Button, Space, Typography } from 'antd';
import { CheckOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import type { SaveState } from './use-draft-autosave.ts';

export function SaveIndicator(props: { state: SaveState; onRetry: () => void }) {
  const { state } = props;
  if (state.kind === 'failed') {
    return (
      <Space size={4} role="status">
        <Typography.Text type="danger">
          <WarningOutlined /> Not saved: {state.reason}
        </Typography.Text>
        {state.isConflict ? (
          <Button size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        ) : (
          <Button size="small" onClick={props.onRetry}>
            Retry
          </Button>
        )}
      </Space>
    );
  }
  return (
    // One line: the editor header beside the side panels is narrow.
    <Typography.Text type="secondary" role="status" style={{ whiteSpace: 'nowrap' }}>
      {state.kind === 'saved' ? (
        <>
          <CheckOutlined /> Saved
        </>
      ) : (
        <>
          <LoadingOutlined /> Saving…
        </>
      )}
    </Typography.Text>
  );
}
