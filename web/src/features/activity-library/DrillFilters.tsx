import { useState } from 'react';
import { Field, Select } from '../../ui';
import './DrillFilters.css';
import {
  ageBandFromValue,
  ageBandOptions,
  playersError,
  playersFromValue,
  practiceTypeFromValue,
  practiceTypeOptions,
  type LibraryFilters,
} from './library-filters';

type DrillFilterValues = Pick<LibraryFilters, 'ageBand' | 'players' | 'practiceType'>;

/** The drill-detail filters of the library: age band, squad size on the day, practice type. */
export function DrillFilters({ filters, onChange }: { filters: DrillFilterValues; onChange: (patch: Partial<DrillFilterValues>) => void }) {
  return (
    <div className="drill-filters">
      <Select
        label="Age band"
        hideLabel
        value={filters.ageBand}
        onChange={(e) => onChange({ ageBand: ageBandFromValue(e.target.value) })}
        placeholder="All age bands"
        options={ageBandOptions}
      />
      <PlayersField players={filters.players} onChange={(players) => onChange({ players })} />
      <Select
        label="Practice type"
        hideLabel
        value={filters.practiceType}
        onChange={(e) => onChange({ practiceType: practiceTypeFromValue(e.target.value) })}
        placeholder="All practice types"
        options={practiceTypeOptions}
      />
    </div>
  );
}

/** 'Fits N players': any squad size the drills can name; a number out of range says so and filters nothing. */
function PlayersField({ players, onChange }: { players: number | null; onChange: (players: number | null) => void }) {
  const [text, setText] = useState(players === null ? '' : String(players));
  const error = playersError(text);
  return (
    <Field
      label="Number of players"
      hideLabel
      inputMode="numeric"
      autoComplete="off"
      placeholder="Fits N players"
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(playersFromValue(e.target.value));
      }}
    />
  );
}
