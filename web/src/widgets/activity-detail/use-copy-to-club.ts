import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { activityCopy, canOn, mayCopyToClub, uuidv7, type Activity } from '@pitchside/shared';
import { mutate } from '../../data/mutate';
import { useSession } from '../../data/session';
import { toast } from '../../ui';
import { editActivityHref } from './activity-links';

/**
 * Copy to my club: the drill becomes the club's own activity (text and diagram) as a queued
 * change, so it works offline, then its Edit Activity page opens (or the library, for a coach
 * who may create activities but not edit them). Null when the user may not copy this one.
 */
export function useCopyToClub(activity: Activity) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  if (!user || !mayCopyToClub(user, activity)) return null;
  const copy = async () => {
    setCopying(true);
    try {
      const id = uuidv7();
      await mutate('activity.create', activityCopy(activity, id));
      toast({ title: 'Copied to your club', description: `"${activity.title}" is now in your club's activities.`, variant: 'success' });
      navigate(canOn(user, 'editActivity', { organizationId: user.organizationId }) ? editActivityHref(id) : '/activity-library');
    } catch (error) {
      setCopying(false);
      toast({ title: 'Copy failed', description: error instanceof Error ? error.message : 'Could not copy the activity', variant: 'destructive' });
    }
  };
  return { copy, copying };
}
