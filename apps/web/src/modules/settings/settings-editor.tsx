import {
  safeMergeUserSettings,
  type UserSettings,
  type UserSettingsPatch,
  userSettingsPatchSchema,
} from '@fbms/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiError } from '../../lib/api.ts';
import { meQuery } from '../../lib/session.ts';
import { patchFor, readPath, type SettingPath, type SettingValue } from './setting-paths.ts';
import { mySettingsQuery, patchMySettings } from './settings.queries.ts';

export type SaveStatus = 'saving' | 'saved';
export interface FieldState {
  status?: SaveStatus;
  error?: string;
}

/** How long "Saved" stays next to a field. */
export const SAVED_MARK_MS = 2000;

interface Editor {
  /** The value shown: the one being saved, else the server's. */
  valueAt: (path: string) => unknown;
  stateOf: (key: string) => FieldState;
  /**
   * Saves a change under `key` (a field's path, or a group's name): checked against the shared rules
   * first (the message shows at once, nothing is sent), then PATCHed with only what changed. `shown`
   * holds the values to display while it is on its way. A refusal puts the server's message under
   * `key` and the old values back. Resolves true when saved.
   */
  save: (key: string, patch: UserSettingsPatch, shown: Record<string, unknown>) => Promise<boolean>;
  /** Forgets values in flight and messages, after the whole document was replaced (import, reset). */
  forgetLocal: () => void;
}

const EditorContext = createContext<Editor | null>(null);

/** The rule's message for `key` if it named it, else the first one. */
function localProblem(settings: UserSettings, patch: UserSettingsPatch, key: string): string | null {
  const shape = userSettingsPatchSchema.safeParse(patch);
  const result = shape.success ? safeMergeUserSettings(settings, shape.data) : shape;
  if (result.success) return null;
  const issues = result.error.issues;
  return (issues.find((i) => i.path.join('.') === key) ?? issues[0])?.message ?? null;
}

/** The server's message for `key`: its field message, another field's, or the general one. */
function serverProblem(err: unknown, key: string): string {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  return err.fields[key] ?? Object.values(err.fields)[0] ?? err.message;
}

const touchesSessionTimeout = (patch: UserSettingsPatch) => patch.security?.sessionTimeout !== undefined;

export function SettingsEditorProvider({
  settings,
  children,
}: {
  settings: UserSettings;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Record<string, unknown>>({});
  const [states, setStates] = useState<Record<string, FieldState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // One PATCH at a time, in order: the last answer is the newest document.
  const patch = useMutation({ mutationFn: patchMySettings, scope: { id: 'settings-me' } });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const setState = useCallback((key: string, state: FieldState) => {
    const timer = timers.current.get(key);
    if (timer) clearTimeout(timer);
    setStates((old) => ({ ...old, [key]: state }));
    if (state.status === 'saved') {
      timers.current.set(
        key,
        setTimeout(() => {
          setStates((old) => (old[key]?.status === 'saved' ? { ...old, [key]: {} } : old));
        }, SAVED_MARK_MS),
      );
    }
  }, []);

  /** Drops what this save displayed, unless a later change already replaced it. */
  const unshow = useCallback((values: Record<string, unknown>) => {
    setShown((old) => {
      const next = { ...old };
      for (const [path, value] of Object.entries(values)) if (next[path] === value) delete next[path];
      return next;
    });
  }, []);

  const { mutateAsync } = patch;
  const save = useCallback<Editor['save']>(
    async (key, change, values) => {
      const current = queryClient.getQueryData(mySettingsQuery.queryKey) ?? settings;
      const problem = localProblem(current, change, key);
      if (problem) {
        setState(key, { error: problem });
        return false;
      }
      setShown((old) => ({ ...old, ...values }));
      setState(key, { status: 'saving' });
      try {
        const result = await mutateAsync(change);
        queryClient.setQueryData(mySettingsQuery.queryKey, result);
        unshow(values);
        setState(key, { status: 'saved' });
        if (touchesSessionTimeout(change)) {
          // The account screen and the session check read the same timeout.
          void queryClient.invalidateQueries({ queryKey: ['account', 'security'] });
          void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        }
        return true;
      } catch (err) {
        unshow(values);
        setState(key, { error: serverProblem(err, key) });
        return false;
      }
    },
    [queryClient, settings, mutateAsync, setState, unshow],
  );

  const editor = useMemo<Editor>(
    () => ({
      valueAt: (path) => (Object.hasOwn(shown, path) ? shown[path] : readPath(settings, path)),
      stateOf: (key) => states[key] ?? {},
      save,
      forgetLocal: () => {
        setShown({});
        setStates({});
      },
    }),
    [shown, states, settings, save],
  );

  return <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>;
}

export function useSettingsEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useSettingsEditor needs a SettingsEditorProvider');
  return editor;
}

/** One field: its value, its save state and message, and `save` for a new value. */
export function useSetting<P extends SettingPath>(path: P) {
  const editor = useSettingsEditor();
  const state = editor.stateOf(path);
  const { save: saveChange } = editor;
  const save = useCallback(
    (value: SettingValue<P>) => saveChange(path, patchFor(path, value), { [path]: value }),
    [saveChange, path],
  );
  return {
    value: editor.valueAt(path) as SettingValue<P>,
    status: state.status,
    error: state.error,
    save,
  };
}
