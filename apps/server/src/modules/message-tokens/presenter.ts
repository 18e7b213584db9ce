import type { TMessageToken } from '@studio/shared/message-tokens/contracts';
import { deviceNameOf } from './device-name.ts';
import type { messageTokens } from './schema.ts';

type MessageTokenRow = Pick<typeof messageTokens.$inferSelect, 'id' | 'userAgent' | 'createdAt'>;

export function presentMessageToken(row: MessageTokenRow): TMessageToken {
  return {
    id: row.id,
    deviceName: deviceNameOf(row.userAgent),
    createdDate: row.createdAt.toISOString(),
  };
}
