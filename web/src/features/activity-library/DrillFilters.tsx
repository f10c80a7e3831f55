import { Select } from '../../ui';
import './DrillFilters.css';
import {
  ageBandFromValue,
  ageBandOptions,
  playerCountOptions,
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
      <Select
        label="Number of players"
        hideLabel
        value={filters.players === null ? '' : String(filters.players)}
        onChange={(e) => onChange({ players: playersFromValue(e.target.value) })}
        placeholder="Any players"
        options={playerCountOptions}
      />
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
