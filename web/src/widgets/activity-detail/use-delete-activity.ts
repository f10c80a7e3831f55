import { useState } from 'react';
import type { Activity } from '@pitchside/shared';
import { api, errorMessage, NetworkError } from '../../data/api';
import { db } from '../../data/db';
import { requestSync } from '../../data/sync-scheduler';
import { confirmAction, toast } from '../../ui';

const offlineToast = () =>
  toast({
    title: 'You are offline',
    description: 'Deleting an activity needs a connection. Please try again when you are back online.',
    variant: 'destructive',
  });

/**
 * Delete Activity (docs/spec/coaching.md section 8): confirm, DELETE on the server (an activity is
 * shared library content, so this one change is online-only), then drop the device's copy
 * at once instead of waiting for the next pull's tombstone.
 */
export function useDeleteActivity(activity: Pick<Activity, 'id' | 'title'> | null, onDeleted: () => void) {
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    if (!activity || deleting) return;
    const confirmed = await confirmAction(`Are you sure you want to permanently delete "${activity.title}"?`, {
      title: 'Delete Activity',
      detail: 'This action cannot be undone.',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    if (!navigator.onLine) {
      offlineToast();
      return;
    }
    setDeleting(true);
    try {
      await api.delete(`/api/activities/${encodeURIComponent(activity.id)}`);
      await db.activities.delete(activity.id);
      requestSync();
      toast({ title: 'Activity deleted successfully.', variant: 'success' });
      onDeleted();
    } catch (error) {
      if (error instanceof NetworkError) offlineToast();
      else toast({ title: 'Error', description: errorMessage(error, 'Failed to delete activity.'), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  return { remove, deleting };
}
