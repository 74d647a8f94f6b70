import { type HelpGuide, type HelpTree, helpContract } from '@fbms/domain';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Language, languageOfTag } from '../../i18n/language.ts';
import { api } from '../../lib/api.ts';

export type { HelpGuide, HelpTree };

/** The guides in the language the screens are in (English or Filipino). */
export function useHelpLanguage() {
  return languageOfTag(useTranslation().i18n.language ?? 'en');
}

/** The guides this role may read, by section, titled in `lang` (GET /api/help). */
export const helpTreeQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['help', 'guides', 'list', lang] as const,
    queryFn: () => api.call(helpContract.getHelpTree, { query: { lang } }),
    staleTime: 10 * 60_000,
  });

/** One guide as Markdown in `lang` (GET /api/help/{id}). */
export const helpGuideQuery = (id: string, lang: Language) =>
  queryOptions({
    queryKey: ['help', 'guides', 'detail', id, lang] as const,
    queryFn: () => api.call(helpContract.getHelpGuide, { params: { id }, query: { lang } }),
    staleTime: 10 * 60_000,
  });
