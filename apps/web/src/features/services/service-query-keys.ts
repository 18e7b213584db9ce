// Query keys of the services feature; every feature that changes a service invalidates these.
export const serviceKeys = {
  all: ['services'] as const,
  list: (params: object) => ['services', 'list', params] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
};
