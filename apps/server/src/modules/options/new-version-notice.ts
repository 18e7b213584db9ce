// The new-version notice a business gets when it is created after the notice's cut-off date.
import { currentAppVersion, newVersionNoticeSince } from '@studio/shared/constants';
import { NEW_VERSION_NOTICE, type TNewVersionNotice } from '@studio/shared/options/contracts';
import type { Executor } from '../../db/client.ts';
import { options } from './schema.ts';

/** Inside the transaction that created the business (sign-up). */
export async function giveNewVersionNotice(
  tx: Executor,
  { businessId, createdAt }: { businessId: string; createdAt: Date },
): Promise<void> {
  if (createdAt <= new Date(newVersionNoticeSince)) return;
  const notice: TNewVersionNotice = {
    version: currentAppVersion,
    isDismissed: false,
    isViewed: false,
  };
  await tx.insert(options).values({ businessId, name: NEW_VERSION_NOTICE, value: notice });
}
