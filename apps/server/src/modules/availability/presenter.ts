// Availability template rows -> the shared response shape.
import { z } from 'zod';
import {
  ZBlockOff,
  ZDateWindow,
  ZWeekdayWindow,
  type TAvailabilityTemplate,
} from '@studio/shared/availability/contracts';
import type { TemplateUser } from '../services/availability-links.ts';
import type { availabilityTemplates } from './schema.ts';

export type AvailabilityTemplateRow = typeof availabilityTemplates.$inferSelect;

const ZWeekdayWindows = z.array(ZWeekdayWindow);
const ZDateWindows = z.array(ZDateWindow);
const ZBlockOffs = z.array(ZBlockOff);

/** The JSON columns were checked on the way in; anything unreadable shows as empty, never as a 500. */
export function presentTemplate(
  row: AvailabilityTemplateRow,
  usedBy: TemplateUser[],
): TAvailabilityTemplate {
  const windows = (row.type === 'WEEKDAY' ? ZWeekdayWindows : ZDateWindows).safeParse(row.windows);
  const blockOffs = ZBlockOffs.safeParse(row.blockOffs);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    windows: windows.success ? windows.data : [],
    blockOffs: blockOffs.success ? blockOffs.data : [],
    usedBy,
    createdDate: row.createdAt.toISOString(),
    modified: row.updatedAt.toISOString(),
  };
}
