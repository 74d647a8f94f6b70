import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { LANGUAGES } from '../settings/languages.ts';

/**
 * Help & Documentation over HTTP (/api/help). The guides are Markdown in docs/training (+ fil/), listed
 * in docs/training/manifest.json with the section and the roles of each; the server reads them.
 */

/** The sections of the help tree, in the order the screens show them. */
export const HELP_SECTIONS = [
  'user-guides',
  'training',
  'technical',
  'troubleshooting',
  'quick-reference',
] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

/** The guides in the reader's language (the web sends its own); English when not given. */
const helpLanguageQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const helpTreeSchema = z.object({
  sections: z.array(
    z.object({
      id: z.enum(HELP_SECTIONS),
      items: z.array(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
  /** "Contact Support": only the phone and e-mail an admin set in the system settings (null when unset). */
  support: z.object({ phone: z.string().nullable(), email: z.string().nullable() }),
});
export type HelpTree = z.output<typeof helpTreeSchema>;

export const helpGuideSchema = z.object({ id: z.string(), title: z.string(), markdown: z.string() });
export type HelpGuide = z.output<typeof helpGuideSchema>;

export const helpContract = {
  /** The help tree this role may read, by section, and the store's support contact. */
  getHelpTree: endpoint({
    method: 'get',
    path: '/api/help',
    query: helpLanguageQuery,
    response: helpTreeSchema,
  }),
  /** One guide as Markdown (404 when it does not exist or the role may not read it). */
  getHelpGuide: endpoint({
    method: 'get',
    path: '/api/help/{id}',
    params: z.object({
      id: z
        .string()
        .regex(/^[a-z0-9-]+$/, 'No such guide')
        .max(80),
    }),
    query: helpLanguageQuery,
    response: helpGuideSchema,
  }),
};
