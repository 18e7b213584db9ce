// Query keys of shoots. After ANY change to a shoot, invalidate orderKeys.detail(id) (the page),
// orderKeys.activities(id) (the log) and orderKeys.lists() (home lists).
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: object) => [...orderKeys.lists(), params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  activities: (id: string) => [...orderKeys.all, 'activities', id] as const,
  contracts: (id: string) => [...orderKeys.all, 'contracts', id] as const,
};
