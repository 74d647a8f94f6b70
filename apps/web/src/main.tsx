import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installSessionHooks } from './app/session-hooks.ts';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
installSessionHooks(queryClient, router);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
