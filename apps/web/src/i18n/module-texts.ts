import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index.ts';

/** "a.b.c" for every string leaf of the texts; plural keys are named without their _one/_other. */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ModuleT<T> = (key: TextKey<T>, options?: Record<string, unknown>) => string;

/**
 * Adds a module's English and Filipino texts under `namespace.*` when the module loads, and returns
 * the hook that gives its typed `t`. The app's typed resources do not list module texts (they arrive
 * with the module's chunk), so the keys are typed here instead.
 */
export function moduleTexts<T extends object>(namespace: string, en: T, fil: T): () => ModuleT<T> {
  i18n.addResourceBundle('en', 'translation', { [namespace]: en }, true, true);
  i18n.addResourceBundle('fil', 'translation', { [namespace]: fil }, true, true);
  return function useModuleT() {
    const { t } = useTranslation();
    return useCallback<ModuleT<T>>(
      (key, options) => (t as unknown as (k: string, o?: object) => string)(`${namespace}.${key}`, options),
      [t],
    );
  };
}
