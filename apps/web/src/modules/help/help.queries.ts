import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const HELP_SECTIONS = [
  'user-guides',
  'training',
  'technical',
  'troubleshooting',
  'quick-reference',
] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

export interface HelpTree {
  sections: { id: HelpSection; items: { id: string; title: string }[] }[];
  /** The store's support contact from the system settings; null where none is set. */
  support: { phone: string | null; email: string | null };
}
export interface HelpGuide {
  id: string;
  title: string;
  markdown: string;
}

/** The guides this role may read, by section (GET /api/help). */
export const helpTreeQuery = queryOptions({
  queryKey: ['help', 'guides', 'list'] as const,
  queryFn: () => api.get<HelpTree>('/api/help'),
  staleTime: 10 * 60_000,
});

/** One guide as Markdown (GET /api/help/:id). */
export const helpGuideQuery = (id: string) =>
  queryOptions({
    queryKey: ['help', 'guides', 'detail', id] as const,
    queryFn: () => api.get<HelpGuide>(`/api/help/${encodeURIComponent(id)}`),
    staleTime: 10 * 60_000,
  });
