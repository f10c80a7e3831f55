import { useState } from 'react';
import { toast } from '../../ui';
import { useSyncStatus } from '../../data/sync-status';

type Messages = { saved: string; failed: string };

/**
 * An edit saved on the device and synced later: whether its form is open, and save(), which closes
 * the form and says so (and, offline, that it syncs later). A failed save says so and throws on, so
 * the form stays open with what was typed.
 */
export function useDeviceEdit<T>(write: (value: T) => Promise<unknown>, { saved, failed }: Messages) {
  const [editing, setEditing] = useState(false);
  const online = useSyncStatus((s) => s.online);
  const save = async (value: T) => {
    try {
      await write(value);
    } catch (error) {
      toast({ title: failed, description: 'Please try again.', variant: 'destructive' });
      throw error;
    }
    setEditing(false);
    toast({ title: saved, description: online ? undefined : 'Saved on this device; it syncs when you are back online.', variant: 'success' });
  };
  return { editing, setEditing, save };
}
