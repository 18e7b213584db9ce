// Forgetting the tasks and pause of shoots and inquiries that were deleted for real (the demo
// data's): a task of a deleted subject would otherwise stay listed and could still be sent.
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { flowPauses, flowTasks } from './schema.ts';

export async function removeSubjectTasks(
  tx: Transaction,
  input: { businessId: string; orderIds: readonly string[]; inquiryIds: readonly string[] },
): Promise<void> {
  const { businessId } = input;
  if (input.orderIds.length > 0) {
    await tx
      .delete(flowTasks)
      .where(
        and(eq(flowTasks.businessId, businessId), inArray(flowTasks.orderId, [...input.orderIds])),
      );
  }
  if (input.inquiryIds.length > 0) {
    await tx
      .delete(flowTasks)
      .where(
        and(
          eq(flowTasks.businessId, businessId),
          inArray(flowTasks.inquiryId, [...input.inquiryIds]),
        ),
      );
  }
  const subjects = [...input.orderIds, ...input.inquiryIds];
  if (subjects.length > 0) {
    await tx
      .delete(flowPauses)
      .where(and(eq(flowPauses.businessId, businessId), inArray(flowPauses.subjectId, subjects)));
  }
}
