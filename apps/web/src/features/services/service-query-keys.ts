// Query keys of the services feature; every feature that changes a service invalidates these.
export const serviceKeys = {
  all: ['services'] as const,
  list: (params: object) => ['services', 'list', params] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
  /** A mini session's dates of one month ('YYYY-MM'); datesOf(id) matches every month. */
  datesOf: (id: string) => ['services', 'dates', id] as const,
  dates: (id: string, month: string) => ['services', 'dates', id, month] as const,
};
