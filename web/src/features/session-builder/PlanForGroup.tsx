import { ageBandDefaults, teamAgeBands, teamAgeBandSchema } from '@pitchside/shared';
import { Button, Select, TextList } from '../../ui';
import { teamProfileOf } from '../../widgets/age-appropriate/team-profile-of';
import { minuteChoices, playerChoices, sessionProfile, setupForGroup, type PlanSetup } from './plan-setup';
import type { PlanContext } from './use-plan-context';

type Props = {
  setup: PlanSetup;
  context: PlanContext | undefined;
  focusChosen: boolean;
  /** False while the library is read from the device. */
  libraryReady: boolean;
  onChange: (setup: PlanSetup) => void;
  onPlan: () => void;
  /** Pressed without a focus: the focus field asks for one. */
  onNeedsFocus: () => void;
};

/**
 * "Plan this session": for which group (its age band, players and training length, each
 * changeable for this session), then one tap makes a complete session from the library.
 */
export function PlanForGroup({ setup, context, focusChosen, libraryReady, onChange, onPlan, onNeedsFocus }: Props) {
  const groups = context?.groups ?? [];
  const profile = sessionProfile(context?.groupProfile ?? teamProfileOf(undefined), setup);
  const defaults = profile.ageBand ? ageBandDefaults[profile.ageBand] : null;
  const usualPlayers = context?.groupProfile.squadSize ?? defaults?.squadSize ?? 12;
  const usualMinutes = context?.groupProfile.trainingMinutes ?? defaults?.trainingMinutes ?? 60;
  const plan = () => {
    if (focusChosen) onPlan();
    else onNeedsFocus();
  };
  return (
    <section className="builder-plan-for card" aria-labelledby="builder-plan-for-title">
      <h3 id="builder-plan-for-title" className="builder__subtitle">
        Plan it for me
      </h3>
      <p className="builder__hint meta">A whole session from your library in one tap: a warm-up, practices that build to a game, and the game.</p>
      <div className="builder__fields">
        <Select
          label="Group"
          placeholder="No group"
          value={setup.groupId}
          options={groups.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(e) => {
            const group = groups.find((g) => g.id === e.target.value);
            onChange(setupForGroup(e.target.value, teamProfileOf(group), setup));
          }}
        />
      </div>
      <div className="builder__actions row">
        <Button size="lg" onClick={plan} disabled={!libraryReady}>
          Plan this session
        </Button>
        {/* Kept in place, so the wait's end is announced too. */}
        <span className="meta" role="status">
          {libraryReady ? '' : 'Loading the library…'}
        </span>
      </div>
      {setup.missing.length > 0 ? (
        <div className="builder-plan-for__missing" role="alert">
          <p>The library cannot plan this session yet:</p>
          <TextList items={setup.missing} />
          <p>Change the players, the length or the focus, or add drills to the library.</p>
        </div>
      ) : null}
      <div className="builder__fields" role="group" aria-label="For this session">
        <Select
          label="Age band"
          placeholder="Not set"
          value={profile.ageBand ?? ''}
          options={teamAgeBands.map((b) => ({ value: b, label: b === 'adult' ? 'Adult' : b }))}
          hint="Only drills for this age band are planned; heading follows the FA's guidance for it."
          onChange={(e) => {
            const band = teamAgeBandSchema.safeParse(e.target.value);
            onChange({ ...setup, ageBand: band.success ? band.data : null, missing: [] });
          }}
        />
        <Select
          label="Players expected"
          placeholder={`Usual (${usualPlayers})`}
          value={setup.players === null ? '' : String(setup.players)}
          options={playerChoices.map((n) => ({ value: String(n), label: String(n) }))}
          onChange={(e) => onChange({ ...setup, players: e.target.value ? Number(e.target.value) : null, missing: [] })}
        />
        <Select
          label="Training length"
          placeholder={`Usual (${usualMinutes} min)`}
          value={setup.minutes === null ? '' : String(setup.minutes)}
          options={minuteChoices.map((n) => ({ value: String(n), label: `${n} min` }))}
          onChange={(e) => onChange({ ...setup, minutes: e.target.value ? Number(e.target.value) : null, missing: [] })}
        />
      </div>
    </section>
  );
}
