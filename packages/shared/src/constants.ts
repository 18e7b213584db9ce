// Business constants and limits.
export const limits = {
  name: 512,
  location: 512,
  clientName: 128,
  clientEmail: 128,
  emailSubject: 900,
  passwordMin: 6,
  domainMin: 4,
  domainMax: 64,
  customEmailText: 512,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxWidth: 2500,
  uploadWidth: 1200,
  pageSize: 50,
  searchPageSize: 10,
  notificationsPageSize: 100,
  badgeCap: 99,
} as const;

export const timing = {
  debounceMs: 300,
  chunkReloadMs: 1000,
  dragActivationPx: 5,
  newNotificationMs: 24 * 60 * 60 * 1000,
} as const;

export const breakpoints = { mobile: 767, tablet: 1023, large: 1440, sidebar: 1608 } as const;
export const sidebarWidths = { wide: 240, narrow: 72 } as const;
export const modalWidths = { default: 498, form: 800, addon: 400, notice: 770 } as const;

/** A business created after this date gets the new-version notice option. */
export const newVersionNoticeSince = '2025-09-03T23:59:59Z';
export const currentAppVersion = '2.0.0';

export const imageFormats = ['jpeg', 'jpg', 'png', 'tiff', 'dng'] as const;
