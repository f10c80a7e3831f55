import { useEffect, useState } from 'react';
import { uuidv7, type AgeBand, type SessionInput, type SessionTemplateView } from '@pitchside/shared';
import { api, errorMessage } from '../../data/api';
import { mutate } from '../../data/mutate';

export type TemplatesState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; templates: SessionTemplateView[] };

/** The provider's ready sessions for one age band (all bands when empty). */
export function useSessionTemplates(ageBand: AgeBand | ''): TemplatesState {
  const [state, setState] = useState<TemplatesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const query = ageBand ? `?ageBand=${encodeURIComponent(ageBand)}` : '';
    api
      .get<SessionTemplateView[]>(`/api/session-templates${query}`)
      .then((templates) => live && setState({ status: 'ready', templates }))
      .catch((error: unknown) => live && setState({ status: 'error', message: errorMessage(error, 'Could not load the ready sessions.') }));
    return () => {
      live = false;
    };
  }, [ageBand]);
  return state;
}

/** The library session a template becomes: its drills, minutes and phases, its aim as the description. */
export function templateSessionInput(template: SessionTemplateView): SessionInput & { id: string } {
  return {
    id: uuidv7(),
    title: template.title,
    description: template.aim,
    focus: template.theme,
    abilityLevel: template.abilityLevel,
    playerCount: null,
    duration: template.minutes,
    spaceAvailable: null,
    activityIds: template.steps.map((s) => s.activityId),
    activityDurations: template.steps.map((s) => s.minutes),
    activityPhases: template.steps.map((s) => s.phase),
    notes: '',
    isActive: true,
    currentActivityIndex: 0,
    savedToLibrary: true,
  };
}

/** Copies a template into the club's library through the outbox, so it works offline too. */
export async function copyTemplateToLibrary(template: SessionTemplateView): Promise<void> {
  await mutate('session.create', templateSessionInput(template));
}
