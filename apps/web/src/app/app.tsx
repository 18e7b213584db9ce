import { useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { usePrefersReducedMotion } from '../ui/use-reduced-motion.ts';
import { stillTheme, theme } from './theme.ts';
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
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? stillTheme : theme}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
