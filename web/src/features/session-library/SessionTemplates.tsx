import { useState } from 'react';
import { ageBands, templatesThemeFirst, type AgeBand, type SessionTemplateView } from '@pitchside/shared';
import { Badge, Button, Card, Select, toast } from '../../ui';
import { copyTemplateToLibrary, useSessionTemplates } from './use-session-templates';
import './SessionTemplates.css';

const shapeLabel = { 'play-practice-play': 'Play-Practice-Play', 'whole-part-whole': 'Whole-Part-Whole' } as const;

type SessionTemplatesProps = {
  mayUse: boolean;
  /** The themes of the week the coach plans for: their templates come first. */
  themes?: readonly string[];
  /** The age band the list opens with (the group's, in the builder). */
  initialAgeBand?: AgeBand | '';
  /** The band filter's label: the builder has its own 'Age band' for the session. */
  bandLabel?: string;
};

/**
 * Ready sessions from the provider's library: one tap copies one into the club's saved
 * sessions. Planned from a week with a theme, that theme's sessions come first.
 */
export function SessionTemplates({ mayUse, themes = [], initialAgeBand = '', bandLabel = 'Age band' }: SessionTemplatesProps) {
  const [ageBand, setAgeBand] = useState<AgeBand | ''>(initialAgeBand);
  const state = useSessionTemplates(ageBand);
  const [copying, setCopying] = useState<string | null>(null);

  const use = async (template: SessionTemplateView) => {
    setCopying(template.id);
    try {
      await copyTemplateToLibrary(template);
      toast({ title: 'Session Added', description: `“${template.title}” has been added to your library.`, variant: 'success' });
    } catch {
      toast({ description: 'Failed to add the session. Please try again.', variant: 'destructive' });
    } finally {
      setCopying(null);
    }
  };

  return (
    <section className="session-templates" aria-labelledby="session-templates-heading">
      <h2 id="session-templates-heading">Ready Sessions</h2>
      {themes.length > 0 ? <p className="session-templates__theme meta">Sessions for this week&apos;s theme ({themes.join(', ')}) come first.</p> : null}
      <Select
        label={bandLabel}
        value={ageBand}
        placeholder="All age bands"
        options={ageBands.map((b) => ({ value: b, label: b }))}
        onChange={(e) => setAgeBand(e.target.value as AgeBand | '')}
      />
      {state.status === 'loading' ? (
        <p role="status">Loading ready sessions…</p>
      ) : state.status === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : state.templates.length === 0 ? (
        <p>No ready sessions for this age band yet.</p>
      ) : (
        <ul className="grid-cards list-bare" aria-label="Ready sessions">
          {templatesThemeFirst(state.templates, themes).map((t) => (
            <li key={t.id}>
              <Card className="session-template">
                <h3>{t.title}</h3>
                <p className="session-template__meta">
                  {themes.includes(t.theme) ? <Badge colour="green">This week&apos;s theme</Badge> : null}
                  <Badge>{t.theme}</Badge> <Badge>{t.ageBand}</Badge> <Badge>{t.minutes} min</Badge> <Badge>{shapeLabel[t.shape]}</Badge>
                </p>
                <p>{t.aim}</p>
                <ol className="session-template__steps">
                  {t.steps.map((s, i) => (
                    <li key={i}>
                      {s.phase}: {s.drill} ({s.minutes} min)
                    </li>
                  ))}
                </ol>
                {mayUse ? (
                  <Button onClick={() => void use(t)} disabled={copying === t.id} aria-label={`Use this session: ${t.title}`}>
                    Use this session
                  </Button>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
