import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { defaultAdaptations, troubleshootItems, type Activity } from '@pitchside/shared';
import { Button, TextList } from '../../ui';

export type PanelId = 'simplify' | 'progress' | 'variation' | 'troubleshoot';

/** The toggles, the panel titles and the dialog each panel offers (docs/spec/coaching.md "Activity detail dialog"). */
export const adaptationPanels: readonly { id: PanelId; toggle: string; title: string; dialogLabel: string }[] = [
  { id: 'simplify', toggle: 'Simplify', title: 'Make It Simpler', dialogLabel: 'Make It Easier' },
  { id: 'progress', toggle: 'Progress', title: 'Make It More Difficult', dialogLabel: 'Make It More Challenging' },
  { id: 'variation', toggle: 'Variation', title: 'Activity Variations', dialogLabel: 'Try These Variations' },
  { id: 'troubleshoot', toggle: 'Troubleshoot', title: 'Troubleshoot & Fix', dialogLabel: 'Troubleshoot a Problem' },
];

type Props = {
  activity: Activity;
  /** Opens the adaptation dialog that matches the panel. */
  onOpenDialog: (panel: PanelId) => void;
};

/** Simplify / Progress / Variation / Troubleshoot: one panel open at a time; the active toggle hides it. */
export function AdaptationPanels({ activity, onOpenDialog }: Props) {
  const [open, setOpen] = useState<PanelId | null>(null);
  const baseId = useId();
  const tips = useMemo(() => defaultAdaptations(activity), [activity]);
  const problems = useMemo(() => troubleshootItems(activity), [activity]);
  const panel = adaptationPanels.find((p) => p.id === open);
  const panelId = `${baseId}-panel`;
  const panelRef = useRef<HTMLDivElement>(null);

  // On a phone the toggles sit at the foot of the screen: a panel opened there would unfold
  // out of sight, so bring it into view (at once when the coach asked for reduced motion).
  useEffect(() => {
    if (!open) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [open]);

  return (
    <section className="detail-panel box box--tight" aria-label="Adapt this activity">
      <div className="adapt-toggles grid gap-2" role="group" aria-label="Adapt this activity">
        {adaptationPanels.map((p) => (
          <Button
            key={p.id}
            variant={open === p.id ? 'primary' : 'secondary'}
            aria-expanded={open === p.id}
            aria-controls={open === p.id ? panelId : undefined}
            onClick={() => setOpen((current) => (current === p.id ? null : p.id))}
          >
            {p.toggle}
          </Button>
        ))}
      </div>
      {panel ? (
        <div
          id={panelId}
          ref={panelRef}
          className={`adapt-panel adapt-panel--${panel.id}`}
          role="region"
          aria-labelledby={`${panelId}-title`}
        >
          <h3 id={`${panelId}-title`} className="detail-section__title">
            {panel.title}
          </h3>
          {panel.id === 'troubleshoot' ? (
            <>
              <ul className="problem-list grid gap-3">
                {problems.map((item) => (
                  <li key={`${item.problem}|${item.solution}`} className="problem-item">
                    <p className="problem-item__problem">
                      <strong>Problem:</strong> {item.problem}
                    </p>
                    <p>
                      <strong>Solution:</strong> {item.solution}
                    </p>
                    <p className="problem-item__tip">
                      <strong>Coaching tip:</strong> {item.coachingTip}
                    </p>
                  </li>
                ))}
              </ul>
              {activity.troubleshootTips.some((t) => t.trim()) ? (
                <ul className="tip-list stack gap-2">
                  {activity.troubleshootTips
                    .filter((t) => t.trim())
                    .map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                </ul>
              ) : null}
            </>
          ) : (
            <TextList items={tips[panel.id]} className="tip-list stack gap-2" />
          )}
          <div className="row" style={{ marginTop: 'var(--space-3)' }}>
            <Button onClick={() => onOpenDialog(panel.id)}>{panel.dialogLabel}</Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
