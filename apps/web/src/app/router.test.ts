import { MODULES } from '@fbms/domain';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

describe('the app router', () => {
  it('has a screen at the path of every module the registry marks available, and none for the others', () => {
    const router = createAppRouter({
      queryClient: createQueryClient(),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const paths = new Set(Object.keys(router.routesByPath).map((p) => p.replace(/\/$/, '') || '/'));
    for (const m of MODULES) expect([m.id, paths.has(m.path)]).toEqual([m.id, m.available]);
  });
});
