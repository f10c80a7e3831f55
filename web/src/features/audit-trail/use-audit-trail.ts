import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEvent } from '@pitchside/shared';
import { api } from '../../data/api';
import { auditPageSchema, auditPath, type AuditFilter } from './audit-query';

export type AuditTrail = {
  events: AuditEvent[];
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
};

/** The trail for a filter, newest first, a page at a time; a new filter starts again. */
export function useAuditTrail(scope: 'club' | 'all', filter: AuditFilter): AuditTrail {
  const [events, setEvents] = useState<AuditEvent[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef(0);

  const load = useCallback(
    async (before?: string) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const page = auditPageSchema.parse(await api.get<unknown>(auditPath(scope, filter, before)));
        if (ticket !== latest.current) return;
        setEvents((shown) => (before ? [...shown, ...page.events] : page.events));
        setNext(page.next);
        setError(undefined);
      } catch (failure) {
        if (ticket === latest.current) setError(failure);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [scope, filter],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return { events, loading, error, hasMore: next !== null, loadMore: () => load(next ?? undefined), reload: () => load() };
}
