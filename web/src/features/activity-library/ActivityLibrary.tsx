import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { can, filterActivities, topicOptions, type Activity } from '@pitchside/shared';
import { db } from '../../data/db';
import { useSession } from '../../data/session';
import { useSyncedQuery } from '../../data/synced-query';
import { Button, ButtonLink, EmptyState, Field, PageHeader, PlusIcon, Select } from '../../ui';
import { ActivityDetailDialog } from '../../widgets/activity-detail/ActivityDetailDialog';
import { addToPlanHref } from '../../widgets/activity-detail/activity-links';
import { ActivityDialog } from '../../widgets/activity-detail/ActivityDialog';
import { PlanNotes } from '../../widgets/plan-notes/PlanNotes';
import { ActivityCard, ActivityCardSkeleton } from './ActivityCard';
import { DrillFilters } from './DrillFilters';
import {
  filtersFromParams,
  filtersToParams,
  levelFromValue,
  levelOptions,
  toActivityQuery,
  toggleSelection,
  type LibraryFilters,
} from './library-filters';
import '../../ui/StickyActions.css';
import './ActivityLibrary.css';

/** Cards drawn at first; more on request, so a 2,000-drill library stays quick on a phone. */
const PAGE_SIZE = 60;
const noRows: never[] = [];

/** /activity-library: the drill library, searched and filtered on the device so it works with no signal. */
export function ActivityLibrary() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<LibraryFilters>(() => filtersFromParams(params));
  const [selected, setSelected] = useState<string[]>([]);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [detail, setDetail] = useState<Activity | null>(null);
  const [tools, setTools] = useState<Activity | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  /** The first card 'Show more activities' added: keyboard focus moves there, not to the page top. */
  const focusCard = useRef<number | null>(null);

  // Loading, not 'No activities found', while an empty copy may still be filled by the first sync.
  const activities = useSyncedQuery(() => db.activities.toArray(), (all) => all.length === 0);
  const categories = useLiveQuery(() => db.categories.toArray(), [], noRows);
  const subCategories = useLiveQuery(() => db.subCategories.toArray(), [], noRows);

  // The URL follows the filters (replace: typing must not fill the history), so Back returns here as it was.
  // Only a change writes it: a write on arrival, when the address already says the same, would
  // replace wherever a quick tap went while the library opened, and the tap would be lost.
  const writtenParams = useRef(params.toString());
  useEffect(() => {
    const next = filtersToParams(filters);
    if (next.toString() === writtenParams.current) return;
    writtenParams.current = next.toString();
    setParams(next, { replace: true });
  }, [filters, setParams]);

  // Typing stays instant; the list catches up as soon as the device is free.
  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(
    () => (activities ? filterActivities(activities, toActivityQuery(deferredFilters), categories, subCategories) : undefined),
    [activities, deferredFilters, categories, subCategories],
  );
  const topics = useMemo(() => topicOptions(categories, subCategories), [categories, subCategories]);

  useEffect(() => setShown(PAGE_SIZE), [deferredFilters]);

  useEffect(() => {
    const index = focusCard.current;
    focusCard.current = null;
    if (index === null) return;
    gridRef.current?.children[index]?.querySelector<HTMLElement>('.activity-card__title')?.focus();
  }, [shown]);

  const closeDetail = () => setDetail(null);

  // A deleted activity (here or by another device) leaves the selection too.
  const liveSelection = useMemo(() => {
    if (!activities) return selected;
    const ids = new Set(activities.map((a) => a.id));
    return selected.filter((id) => ids.has(id));
  }, [activities, selected]);

  const update = (patch: Partial<LibraryFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const toggle = useCallback((id: string) => setSelected((s) => toggleSelection(s, id)), []);
  const canUse = can(user, 'useActivity');
  const canSelect = can(user, 'selectActivity');
  const loading = results === undefined;
  const stale = deferredFilters !== filters;

  return (
    <div className="page activity-library">
      <PageHeader
        title="Activity Library"
        back="/"
        actions={
          <>
            {can(user, 'createActivity') ? (
              <ButtonLink variant="secondary" to="/create-activity">
                <PlusIcon /> Create New Activity
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <search className="library-filters" aria-label="Search and filter activities">
        <Field
          label="Search activities"
          hideLabel
          type="search"
          placeholder="Search activities..."
          value={filters.search}
          onChange={(e) => update({ search: e.target.value })}
          wrapperClassName="library-filters__search"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Select label="Topic" hideLabel value={filters.category} onChange={(e) => update({ category: e.target.value })} placeholder="All Topics">
          {topics.map((t) => (
            <option key={t.value} value={t.value}>
              {t.indent ? `\u00a0\u00a0\u00a0\u00a0${t.label}` : t.label}
            </option>
          ))}
        </Select>
        <Select
          label="Level"
          hideLabel
          value={filters.level}
          onChange={(e) => update({ level: levelFromValue(e.target.value) })}
          options={levelOptions}
        />
        <DrillFilters filters={filters} onChange={update} />
      </search>

      <PlanNotes
        title="Notes for your next session plan"
        hint="Changes you applied here. The Session Builder adds them to the notes of the next session you save."
      />

      {loading ? (
        <div className="grid-cards" aria-busy="true">
          <span role="status" className="visually-hidden">
            Loading activities
          </span>
          {Array.from({ length: 6 }, (_, i) => (
            <ActivityCardSkeleton key={i} />
          ))}
        </div>
      ) : results.length === 0 ? (
        <EmptyState title="No activities found" description="Try adjusting your search or filter criteria." />
      ) : (
        <>
          <p className="library-count" role="status">
            {results.length === 1 ? '1 activity' : `${results.length} activities`}
          </p>
          <div ref={gridRef} className={`grid-cards library-grid${stale ? ' library-grid--stale' : ''}`}>
            {results.slice(0, shown).map((activity) => (
              <ActivityCard
                key={activity.id}
                activity={activity}
                selected={liveSelection.includes(activity.id)}
                canUse={canUse}
                canSelect={canSelect}
                onView={setDetail}
                onTools={setTools}
                onToggle={toggle}
              />
            ))}
          </div>
          {results.length > shown ? (
            <div className="library-more">
              <Button
                variant="secondary"
                onClick={() => {
                  focusCard.current = shown;
                  setShown((n) => n + PAGE_SIZE);
                }}
              >
                Show more activities ({results.length - shown} more)
              </Button>
            </div>
          ) : null}
        </>
      )}

      {liveSelection.length > 0 ? (
        // Sticky at the bottom: after scrolling a long list the coach can still take the selection to a plan.
        <div className="sticky-actions library-selection" role="region" aria-label="Selected activities" data-bottom-bar="">
          <Button variant="ghost" onClick={() => setSelected([])}>
            Clear
          </Button>
          <Button onClick={() => navigate(addToPlanHref(liveSelection))}>Add Activities To Plan ({liveSelection.length})</Button>
        </div>
      ) : null}

      <ActivityDetailDialog activity={detail} open={detail !== null} onClose={closeDetail} />
      <ActivityDialog activity={tools} open={tools !== null} onClose={() => setTools(null)} />
    </div>
  );
}

export default ActivityLibrary;
