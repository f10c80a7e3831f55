import { useId, useRef, type ReactNode } from 'react';
import {
  activityMinuteChoices,
  badgeColour,
  movePlanItem,
  movePlanItemTo,
  orderByPhase,
  sessionPhases,
  setPlanItemPhase,
  totalMinutesOf,
  type Activity,
  type PlanItem,
  type SessionPhase,
} from '@pitchside/shared';
import { Badge, IconButton, Select } from '../../ui';
import { TrashIcon } from '../../ui/icons';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from '../../ui/icons/plan-icons';
import { topicName } from '../activity-detail/activity-links';
import { dragOffset, useDragReorder } from './use-drag-reorder';
import '../../ui/Disc.css';
import './PlanEditor.css';

const durationOptions = activityMinuteChoices.map((m) => ({ value: String(m), label: `${m} min` }));
const phaseOptions = sessionPhases.map((p) => ({ value: p, label: p }));

type PlanEditorProps = {
  items: readonly PlanItem[];
  /** The activities on the device by id; `undefined` while they load. */
  activities: ReadonlyMap<string, Activity> | undefined;
  onChange: (items: PlanItem[]) => void;
  /** Shown in a phase that has no activities (e.g. warm-up suggestions). */
  emptyPhase?: (phase: SessionPhase) => ReactNode;
  /** Heading level of the phase titles. */
  headingLevel?: 3 | 4;
  /** Shown under an item's title (e.g. why a planned drill was chosen). */
  itemNote?: (item: PlanItem, title: string) => ReactNode;
};

/**
 * A session's activities grouped by phase (Warm-up, Main, Game), each with its minutes and
 * phase, reordered by dragging the handle or with Move up / Move down, and removable.
 * Numbers run through the whole session, in the order it will be run.
 */
export function PlanEditor({ items, activities, onChange, emptyPhase, headingLevel = 3, itemNote }: PlanEditorProps) {
  const ordered = orderByPhase(items);
  const titleOf = (item: PlanItem) => activities?.get(item.activityId)?.title ?? (activities ? 'Activity not on this device yet' : 'Loading…');
  let number = 0;
  return (
    <div className="plan-editor stack gap-5">
      {sessionPhases.map((phase) => {
        const own = ordered.filter((i) => i.phase === phase);
        const first = number;
        number += own.length;
        if (own.length === 0 && !emptyPhase) return null;
        return (
          <PhaseGroup
            key={phase}
            phase={phase}
            items={own}
            firstNumber={first + 1}
            headingLevel={headingLevel}
            titleOf={titleOf}
            activities={activities}
            itemNote={itemNote}
            onMove={(key, direction) => onChange(movePlanItem(ordered, key, direction))}
            onDrop={(key, to) => onChange(movePlanItemTo(ordered, key, to))}
            onDuration={(key, duration) => onChange(ordered.map((i) => (i.key === key ? { ...i, duration } : i)))}
            onPhase={(key, next) => onChange(setPlanItemPhase(ordered, key, next))}
            onRemove={(key) => onChange(ordered.filter((i) => i.key !== key))}
            empty={own.length === 0 ? emptyPhase?.(phase) : null}
          />
        );
      })}
    </div>
  );
}

type PhaseGroupProps = {
  phase: SessionPhase;
  items: PlanItem[];
  firstNumber: number;
  headingLevel: 3 | 4;
  titleOf: (item: PlanItem) => string;
  activities: ReadonlyMap<string, Activity> | undefined;
  itemNote: PlanEditorProps['itemNote'];
  onMove: (key: string, direction: -1 | 1) => void;
  onDrop: (key: string, to: number) => void;
  onDuration: (key: string, duration: number) => void;
  onPhase: (key: string, phase: SessionPhase) => void;
  onRemove: (key: string) => void;
  empty: ReactNode;
};

function PhaseGroup({ phase, items, firstNumber, headingLevel, titleOf, activities, itemNote, onMove, onDrop, onDuration, onPhase, onRemove, empty }: PhaseGroupProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const { drag, start } = useDragReorder(listRef, onDrop);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const minutes = totalMinutesOf(items.map((i) => i.duration));
  return (
    <section className="plan-phase stack gap-3" aria-labelledby={headingId} data-phase={phase}>
      <Heading id={headingId} className="plan-phase__title title-lg">
        {phase}
        {items.length ? <span className="plan-phase__minutes"> · {minutes} min</span> : null}
      </Heading>
      {items.length === 0 ? (
        empty
      ) : (
        <ol className={`builder-plan list-bare stack gap-3${drag ? ' builder-plan--dragging' : ''}`} ref={listRef} start={firstNumber}>
          {items.map((item, index) => {
            const title = titleOf(item);
            const activity = activities?.get(item.activityId);
            const topic = activity ? topicName(activity) : null;
            const offset = dragOffset(drag, index);
            const dragged = drag?.key === item.key;
            return (
              <li
                key={item.key}
                data-plan-key={item.key}
                className={`builder-plan__item${dragged ? ' builder-plan__item--dragged' : ''}`}
                style={offset ? { transform: `translateY(${offset}px)` } : undefined}
              >
                <span
                  className="plan-handle"
                  aria-hidden="true"
                  title="Drag to reorder"
                  data-testid={`drag ${title}`}
                  onPointerDown={(e) => start(e, item.key)}
                >
                  <GripIcon />
                </span>
                <span className="disc builder-plan__number" aria-hidden="true">
                  {firstNumber + index}
                </span>
                <div className="builder-plan__text row gap-2">
                  <span className="builder-plan__title">{title}</span>
                  {topic ? <Badge colour={badgeColour(topic)}>{topic}</Badge> : null}
                  {itemNote?.(item, title)}
                </div>
                <div className="builder-plan__controls">
                  <div className="plan-selects">
                    <Select
                      label={`Duration of ${title}`}
                      hideLabel
                      value={String(item.duration)}
                      options={durationOptions}
                      onChange={(e) => onDuration(item.key, Number(e.target.value))}
                    />
                    <Select
                      label={`Phase of ${title}`}
                      hideLabel
                      value={item.phase}
                      options={phaseOptions}
                      onChange={(e) => onPhase(item.key, e.target.value as SessionPhase)}
                    />
                  </div>
                  <div className="plan-moves">
                    <IconButton aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => onMove(item.key, -1)}>
                      <ArrowUpIcon />
                    </IconButton>
                    <IconButton aria-label={`Move ${title} down`} disabled={index === items.length - 1} onClick={() => onMove(item.key, 1)}>
                      <ArrowDownIcon />
                    </IconButton>
                    <IconButton variant="danger" aria-label={`Remove ${title}`} onClick={() => onRemove(item.key)}>
                      <TrashIcon />
                    </IconButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
