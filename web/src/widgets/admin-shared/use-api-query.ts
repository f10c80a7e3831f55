import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../data/api';

/** One GET of an admin screen: the parsed answer, the last error, and a way to load it again. */
export type ApiQuery<T> = {
  data: T | undefined;
  /** The last load's error (ApiError, NetworkError, or a ZodError for an answer of the wrong shape). */
  error: unknown;
  /** True until the first answer (or error) arrives; a reload keeps showing the old data. */
  loading: boolean;
  /** Loads again; resolves when the new answer (or error) is in. */
  reload: () => Promise<void>;
};

/**
 * Admin screens are online-only (docs/architecture.md): they read the REST API directly rather than the
 * device store. The answer is parsed with its shared schema so screens get checked types.
 * Pass a schema defined at module level (a new schema each render would reload each render).
 * A null path loads nothing.
 */
export function useApiQuery<S extends z.ZodType>(path: string | null, schema: S): ApiQuery<z.infer<S>> {
  const [data, setData] = useState<z.infer<S> | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(path !== null);
  // Only the latest load may write its answer (a slow earlier one must not overwrite it).
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (path === null) return;
    const ticket = ++latest.current;
    try {
      const answer: z.infer<S> = schema.parse(await api.get<unknown>(path));
      if (ticket !== latest.current) return;
      setData(answer);
      setError(undefined);
    } catch (failure) {
      if (ticket !== latest.current) return;
      setError(failure);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [path, schema]);

  useEffect(() => {
    setLoading(path !== null);
    void load();
    // Leaving the screen (or changing path) makes any answer still on its way stale.
    return () => {
      latest.current++;
    };
  }, [load, path]);

  return { data, error, loading, reload: load };
}
