import type { LayerModuleId } from '@fbms/domain';
import type { AnyRoute } from '@tanstack/react-router';

/**
 * What a web module gives the app: its routes, the texts the app needs before the module's own code
 * loads, and its Help pages. Each module folder's `index.ts` exports one (`satisfies WebModule`, so
 * the route and text types stay exact) and modules/index.ts lists them (WEB_MODULES).
 */
export interface WebModule {
  /** Its name in every layer (packages/domain `MODULE_LAYERS`, which names this folder). */
  id: LayerModuleId;
  /** Its routes; each names its parent (app/layout-routes.tsx), router.tsx hangs it there. */
  routes: readonly AnyRoute[];
  /**
   * Texts bundled with the app (i18n/en.ts and fil.ts take them from the list), as top-level
   * namespaces: for the sign-in pages, menus and dashboard cards. Texts only its lazily loaded screens
   * use stay in the chunk (`moduleTexts()` in i18n/module-texts.ts).
   */
  texts?: { en: object; fil: object };
  /** Its guides: ids of docs/training/manifest.json (each there and in docs/training/fil). */
  help?: readonly string[];
}
