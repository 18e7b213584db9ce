// The photographer's private notes on a shoot (PUT notes), saved with the button or Ctrl/⌘+Enter.
import { useState } from 'react';
import { Button, Card, Flex, Input, Typography } from 'antd';
import type { TOrder } from '@studio/shared/orders/contracts';
import { NOTE_MAX } from '@studio/shared/orders/requests';
import { errorLines, http } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { orderPath, useOrderChange } from './detail-api.ts';

type CardProps = { order: TOrder; isLocked: boolean };

export function DetailNotesCard({ order, isLocked }: CardProps) {
  const [note, setNote] = useState(order.note);
  const [lines, setLines] = useState<string[]>([]);
  const isDirty = note !== order.note;
  useDirtyGuard(isDirty);
  const save = useOrderChange(order.orderId, (body: { note: string }) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/notes`, body),
  );
  const submit = () => {
    if (!isDirty) return;
    setLines([]);
    save.mutate({ note }, { onError: (error) => setLines(errorLines(error)) });
  };
  return (
    <Card title="Notes">
      <FormErrors lines={lines} />
      <Input.TextArea
        aria-label="Notes"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
        disabled={isLocked}
        maxLength={NOTE_MAX}
        autoSize={{ minRows: 3, maxRows: 12 }}
        placeholder="Anything to remember for this shoot: only you see it."
      />
      {!isLocked && (
        <Flex justify="space-between" align="center" style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{isDirty ? 'Unsaved changes' : ''}</Typography.Text>
          <Button type="primary" onClick={submit} disabled={!isDirty} loading={save.isPending}>
            Save notes
          </Button>
        </Flex>
      )}
    </Card>
  );
}
