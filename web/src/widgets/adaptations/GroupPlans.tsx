import { useMemo, useState } from 'react';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  parseGroupCount,
  parsePlayerCount,
  playerNumberOptions,
  type Activity,
  type GroupPlan,
} from '@pitchside/shared';
import { Badge, NumberField, Select, TextList } from '../../ui';
import './Adaptations.css';

const groupOptions = [
  { value: '1', label: '1 Group' },
  { value: '2', label: '2 Groups' },
];

/** Number of Players (6-20, anything else becomes 6) and Number of Groups (1 or 2). */
export function usePlayerGroupInputs(initialPlayers = MIN_PLAYERS) {
  const [playersText, setPlayersText] = useState(String(initialPlayers));
  const [groups, setGroups] = useState<1 | 2>(1);
  const players = parsePlayerCount(playersText);
  return { playersText, setPlayersText, players, groups, setGroups };
}

export type PlayerGroupInputsState = ReturnType<typeof usePlayerGroupInputs>;

export function PlayerGroupInputs({ playersText, setPlayersText, players, groups, setGroups }: PlayerGroupInputsState) {
  return (
    <div className="player-inputs grid-cards grid-cards--stretch gap-3">
      <NumberField
        label="Number of Players"
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        value={playersText}
        onChange={(e) => setPlayersText(e.target.value)}
        // Show the number actually used once the coach leaves the field.
        onBlur={() => setPlayersText(String(players))}
        hint={`${MIN_PLAYERS} to ${MAX_PLAYERS} players`}
      />
      <Select
        label="Number of Groups"
        value={String(groups)}
        options={groupOptions}
        onChange={(e) => setGroups(parseGroupCount(e.target.value))}
      />
    </div>
  );
}

/** Per group: how to split the players, then the options for neutrals, keepers, rotations and area. */
export function GroupPlanList({ plans, headingLevel = 4 }: { plans: readonly GroupPlan[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="group-plans grid-cards grid-cards--stretch gap-3">
      {plans.map((plan) => (
        <section key={plan.title} className="group-plan box box--tight" aria-label={plan.title}>
          <Heading className="group-plan__title row gap-2">
            {plan.title} <Badge colour="green">{plan.format}</Badge>
          </Heading>
          <ul className="group-plan__split list-bare row gap-2" aria-label="Team split">
            {plan.split.map((part) => (
              <li key={part.label}>
                {part.label}: {part.count}
              </li>
            ))}
          </ul>
          <TextList items={plan.options} className="group-plan__options" />
        </section>
      ))}
    </div>
  );
}

/** The group-split helper: team splits for a player count and a group count, shown as they change. */
export function GroupSplitHelper({
  activity,
  inputs,
}: {
  activity?: Pick<Activity, 'diagram' | 'playerNumberAdaptations'> | null;
  /** From usePlayerGroupInputs() of the owner, so the numbers survive switching tabs. */
  inputs: PlayerGroupInputsState;
}) {
  const options = useMemo(
    () => playerNumberOptions(inputs.players, inputs.groups, activity ?? undefined),
    [inputs.players, inputs.groups, activity],
  );
  return (
    <div className="stack">
      <PlayerGroupInputs {...inputs} />
      <h3 style={{ margin: 0, fontSize: 'var(--text-lg)' }} aria-live="polite">
        {options.heading}
      </h3>
      <GroupPlanList plans={options.groupPlans} />
    </div>
  );
}
