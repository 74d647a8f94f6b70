import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageOfTag } from '../../i18n/language.ts';
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

/** The guides in the language the screens are in (English or Filipino). */
export function useHelpLanguage() {
  return languageOfTag(useTranslation().i18n.language ?? 'en');
}

/** The guides this role may read, by section, titled in `lang` (GET /api/help). */
export const helpTreeQuery = (lang: string) =>
  queryOptions({
    queryKey: ['help', 'guides', 'list', lang] as const,
    queryFn: () => api.get<HelpTree>(`/api/help?lang=${lang}`),
    staleTime: 10 * 60_000,
  });

/** One guide as Markdown in `lang` (GET /api/help/:id). */
export const helpGuideQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: ['help', 'guides', 'detail', id, lang] as const,
    queryFn: () => api.get<HelpGuide>(`/api/help/${encodeURIComponent(id)}?lang=${lang}`),
    staleTime: 10 * 60_000,
  });
