import type { Action } from '@pitchside/shared';

/** The home dashboard's four action cards (docs/spec/coaching.md, Home dashboard), each shown by permission. */
export type ActionCard = {
  key: 'builder' | 'session-library' | 'activity-library' | 'game-creator';
  title: string;
  description: string;
  action: Action;
  buttonLabel: string;
  /** Where the button goes; absent for the card that opens a dialog. */
  to?: string;
};

export const actionCards: readonly ActionCard[] = [
  {
    key: 'builder',
    title: 'Create Session Plan',
    description: 'Build a training session step by step from the drill library.',
    action: 'openSessionBuilder',
    buttonLabel: 'Start Planning',
    to: '/session-builder',
  },
  {
    key: 'session-library',
    title: 'Session Library',
    description: 'Open, run and schedule the sessions you have saved.',
    action: 'viewSessionLibrary',
    buttonLabel: 'View Sessions',
    to: '/session-library',
  },
  {
    key: 'activity-library',
    title: 'Activity Library',
    description: 'Browse drills by topic and level, with diagrams and coaching points.',
    action: 'viewActivityLibrary',
    buttonLabel: 'Browse Activities',
    to: '/activity-library',
  },
  {
    key: 'game-creator',
    title: 'Game Creator',
    description: 'Get small-sided game and team formations for your players and fields.',
    action: 'useGameCreator',
    buttonLabel: 'Open',
  },
];
