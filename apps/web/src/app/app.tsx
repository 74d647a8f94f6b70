import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { installErrorCapture } from '../shell/error-monitor/capture.ts';
import type { AppRouter } from './router.tsx';
import { colorSchemeManager, theme } from './theme.ts';

/** Providers shared by the app and the component tests. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  // Uncaught errors, unhandled rejections and 5xx answers go to the error monitor from the first
  // screen on, sign-in included; the store itself is created when this module loads.
  useEffect(() => installErrorCapture(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <Notifications position="top-center" limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
