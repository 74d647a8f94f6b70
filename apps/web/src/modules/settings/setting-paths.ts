import type { UserSettings, UserSettingsPatch } from '@fbms/domain';

type Doc = Omit<UserSettings, 'version'>;

/** Dotted paths to every leaf of the document (lists are leaves: they are saved whole). */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends readonly unknown[]
    ? `${Prefix}${K}`
    : T[K] extends object
      ? Leaves<T[K], `${Prefix}${K}.`>
      : `${Prefix}${K}`;
}[keyof T & string];

export type SettingPath = Leaves<Doc>;

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** The type of the value at a path. */
export type SettingValue<P extends SettingPath> = At<Doc, P>;

/** The paths whose value is of type V. */
export type PathsOf<V> = { [P in SettingPath]: SettingValue<P> extends V ? P : never }[SettingPath];

export function readPath(doc: unknown, path: string): unknown {
  let at: unknown = doc;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** `{ a: { b: value } }` for 'a.b': the smallest patch that changes one field. */
export function patchFor(path: string, value: unknown): UserSettingsPatch {
  return path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as UserSettingsPatch;
}
