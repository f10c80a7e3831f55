import { useState } from 'react';
import type { Formation, PlannedWindow } from '@pitchside/shared';
import { drawingUnit, LargeMarkings, palette } from '@pitchside/pitch-card/diagram';
import { sameSlot, type Slot } from './lineup-swap';
import { useSlotDrag } from './use-slot-drag';
import './lineup-pitch.css';

/**
 * The first window on a drawn pitch (own goal at the bottom) with the bench below. The coach
 * swaps two slots by dragging one onto the other, or by tapping one and then the other (Enter
 * or Space on a focused player does the same).
 */

const area = { width: 64, length: 56, markings: 'half-pitch' as const };

export function LineupPitch({
  formation,
  window,
  name,
  disabled,
  onSwap,
}: {
  formation: Formation;
  window: PlannedWindow;
  name: (id: string) => string;
  disabled: boolean;
  onSwap: (from: Slot, to: Slot) => void;
}) {
  const [selected, setSelected] = useState<Slot | null>(null);
  const [said, setSaid] = useState('');
  const swap = (from: Slot, to: Slot) => {
    setSelected(null);
    onSwap(from, to);
    setSaid(`${who(from)} and ${who(to)} swapped.`);
  };
  const { handlers, ghost, over, wasDrag, slotKey } = useSlotDrag(swap, !disabled);
  const at = (code: string) => window.onField.find((p) => p.position === code)?.playerId;
  const who = (slot: Slot) => (slot.kind === 'bench' ? name(slot.playerId) : at(slot.code) ? name(at(slot.code)!) : `the free ${slot.code} place`);
  const describe = (slot: Slot) => (slot.kind === 'bench' ? name(slot.playerId) : `${slot.code} (${at(slot.code) ? name(at(slot.code)!) : 'free'})`);

  const tap = (slot: Slot) => {
    if (disabled) return;
    if (!selected || (selected.kind === 'bench' && slot.kind === 'bench')) {
      setSelected(selected && sameSlot(selected, slot) ? null : slot);
      setSaid(selected && sameSlot(selected, slot) ? '' : `${describe(slot)} chosen: now tap a position or another player to swap.`);
    } else if (sameSlot(selected, slot)) {
      setSelected(null);
      setSaid('');
    } else swap(selected, slot);
  };

  const button = (slot: Slot, playerId: string | undefined, label: string) => {
    const key = slotKey(slot);
    return (
      <button
        type="button"
        className="lineup-slot"
        disabled={disabled}
        aria-pressed={selected !== null && sameSlot(selected, slot)}
        aria-label={label}
        data-player-id={playerId}
        data-over={over === key || undefined}
        {...handlers(slot, playerId ? name(playerId) : label)}
        onClick={(e) => {
          if (!wasDrag(e)) tap(slot);
        }}
      >
        {slot.kind === 'position' ? <span className="lineup-slot__code">{slot.code}</span> : null}
        <span className="lineup-slot__name">{playerId ? firstName(name(playerId)) : 'Free'}</span>
      </button>
    );
  };

  return (
    <section className="grid gap-2" aria-labelledby="lineup-pitch">
      <h2 id="lineup-pitch" className="title-lg">
        Starting lineup
      </h2>
      {disabled ? null : <p className="match-row__meta">Drag a player onto a position or another player, or tap one and then the other, to swap them. The plan keeps your starters and shares the rest of the time fairly.</p>}
      <div className="lineup-pitch">
        <svg className="lineup-pitch__grass" viewBox={`0 0 ${area.width} ${area.length}`} aria-hidden="true" preserveAspectRatio="none">
          <rect x={0} y={0} width={area.width} height={area.length} fill={palette.grass} stroke={palette.line} strokeWidth={0.4} />
          {/* The half-pitch markings put the goal at the top: turned over, the team's own goal is at the bottom. */}
          <g transform={`translate(0 ${area.length}) scale(1 -1)`}>
            <LargeMarkings area={area} u={drawingUnit({ area })} />
          </g>
        </svg>
        <ul className="lineup-pitch__spots list-bare" aria-label="Positions">
          {formation.positions.map((pos) => {
            const playerId = at(pos.code);
            return (
              <li key={pos.code} className="lineup-pitch__spot" style={{ left: `${pos.x}%`, top: `${100 - pos.y}%` }}>
                {button({ kind: 'position', code: pos.code }, playerId, `${pos.code}: ${playerId ? name(playerId) : 'free'}`)}
              </li>
            );
          })}
        </ul>
      </div>
      <h3 className="lineup-bench__title" id="lineup-bench">
        Bench
      </h3>
      {window.bench.length === 0 ? (
        <p className="match-row__meta">Nobody on the bench at kick-off.</p>
      ) : (
        <ul className="lineup-bench list-bare" aria-labelledby="lineup-bench">
          {window.bench.map((id) => (
            <li key={id}>{button({ kind: 'bench', playerId: id }, id, `Bench: ${name(id)}`)}</li>
          ))}
        </ul>
      )}
      <p className="lineup-pitch__said" role="status" aria-live="polite">
        {said}
      </p>
      {ghost ? (
        <span className="lineup-ghost" style={{ left: ghost.x, top: ghost.y }} aria-hidden="true">
          {ghost.label}
        </span>
      ) : null}
    </section>
  );
}

const firstName = (full: string) => full.split(/\s+/)[0] ?? full;
