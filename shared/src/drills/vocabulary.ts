/** Fixed vocabularies of the spec (docs/spec/coaching.md and docs/spec/accounts.md, section 3); their schemas are in vocabulary-schema.ts. */

export const settableSubscriptionStatuses = ['active', 'trial', 'inactive', 'suspended'] as const;

export const activityLevels = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const abilityLevels = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;

export const focusGroups = [
  {
    group: 'Attacking',
    options: ['Secure The Ball', 'Penetration', 'Support', 'Width & Depth', 'Mobility', 'Transition To Attack'],
  },
  {
    group: 'Defending',
    options: ['Delay & Pressing', 'Depth & Cover', 'Compactness', 'Balance', 'Transition To Defend'],
  },
  { group: 'Technical', options: ['Technical 1v1', 'Passing & Receiving', 'Dribbling', 'Finishing'] },
  { group: 'Games', options: ['Small Sided Games', 'Games With Conditions'] },
  { group: 'Goalkeeping', options: ['Goalkeeping'] },
  { group: 'Set Pieces', options: ['Attacking Set Pieces', 'Defending Set Pieces'] },
  { group: 'Physical', options: ['Injury Prevention', 'Physical Literacy'] },
  { group: 'Futsal', options: ['Futsal'] },
] as const;

export type FocusOption = (typeof focusGroups)[number]['options'][number];
export const focusOptions: readonly FocusOption[] = focusGroups.flatMap((g) => g.options);

/** The warm-up category that sits before the focus groups in the seeded library. */
export const WARM_UP = 'Warm-up';
/** The cool-down category that closes the seeded library, after the focus groups. */
export const COOL_DOWN = 'Cool-down';

export const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Weekly schedule colours by coach-group name (docs/spec/coaching.md, Home dashboard). */
export const groupColours: Record<string, string> = {
  'Junior Academy': 'blue',
  Academy: 'green',
  '2007 Girls Team': 'purple',
  '2010 Girls Team': 'pink',
  '2013 Boys Team': 'orange',
  '2015 Boys Team': 'red',
};
export function groupColour(groupName: string): string {
  return groupColours[groupName] ?? 'grey';
}

/** Activity badge colours by sub-category name (docs/spec/coaching.md section 3); anything else is grey. */
export const badgeColours: Record<string, string> = {
  'Warm-up': 'amber',
  Penetration: 'red',
  Support: 'blue',
  'Width & Depth': 'teal',
  Mobility: 'purple',
  Finishing: 'orange',
  '1v1': 'pink',
  'Technical 1v1': 'pink',
  Transition: 'indigo',
  'Transition To Attack': 'indigo',
  'Transition To Defend': 'indigo',
  'Improvisation/Creativity': 'lime',
  'Control and Restraint': 'cyan',
  // The seeded library's other focus options, so every drill card carries a colour.
  'Secure The Ball': 'green',
  'Delay & Pressing': 'cyan',
  'Depth & Cover': 'blue',
  Compactness: 'purple',
  Balance: 'teal',
  'Passing & Receiving': 'green',
  Dribbling: 'lime',
  'Small Sided Games': 'amber',
  'Games With Conditions': 'purple',
  Goalkeeping: 'orange',
  'Attacking Set Pieces': 'red',
  'Defending Set Pieces': 'blue',
  'Injury Prevention': 'teal',
  'Physical Literacy': 'lime',
  Futsal: 'indigo',
  'Cool-down': 'cyan',
};
export function badgeColour(name: string | null | undefined): string {
  return (name && badgeColours[name]) || 'grey';
}

export const userFlagKeys = [
  'canViewUnitedFcLibrary',
  'canViewActivityLibrary',
  'canViewSessionLibrary',
  'canUseGameCreator',
  'canViewWeeklySchedule',
  'canCreateSessions',
  'canCreateActivities',
  'canEditActivities',
  'canCreateCoachAccounts',
  'canGrantFeatureAccess',
] as const;
export type UserFlagKey = (typeof userFlagKeys)[number];

/** The permission groups of the UI (docs/spec/accounts.md section 6), in display order. */
export const permissionGroups: readonly {
  title: string;
  superAdminOnly: boolean;
  flags: readonly { key: UserFlagKey; label: string }[];
}[] = [
  {
    title: 'Content Access',
    superAdminOnly: false,
    flags: [
      { key: 'canViewActivityLibrary', label: 'Activity Library' },
      { key: 'canViewSessionLibrary', label: 'Session Library' },
    ],
  },
  {
    title: 'Core Features',
    superAdminOnly: false,
    flags: [
      { key: 'canUseGameCreator', label: 'Game Creator' },
      { key: 'canViewWeeklySchedule', label: 'Weekly Schedule' },
      { key: 'canCreateSessions', label: 'Create Sessions' },
    ],
  },
  {
    title: 'Activity Management',
    superAdminOnly: false,
    flags: [
      { key: 'canCreateActivities', label: 'Create Activities' },
      { key: 'canEditActivities', label: 'Edit Activities' },
    ],
  },
  {
    title: 'Admin Features',
    superAdminOnly: true,
    flags: [
      { key: 'canCreateCoachAccounts', label: 'Create Coach Accounts' },
      { key: 'canGrantFeatureAccess', label: 'Grant Feature Access' },
    ],
  },
];
