import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LightToaster } from '../ui/light/toast.tsx';
import { createRouter } from './router.tsx';
import { SessionProvider } from './session-provider.tsx';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already retries a GET once; Query must not add more.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  // No antd here: the pages and overlays that use it stand under an AntdScope (router.tsx), so
  // the first screen (the layout and the home) loads without it.
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
        {/* The light parts' toasts, on every screen. */}
        <LightToaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
