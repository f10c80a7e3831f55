import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../ui/Button';
import { Brand } from '../../ui/Brand';
import { betweenPresses } from '../../ui/between-presses';
import { HeroPhone, LibraryArt, PlanningArt, RunArt, ScheduleArt } from './illustrations';
import './Landing.css';

type Open = 'trial' | 'sales' | null;

/**
 * A tap on a form button of the landing built into index.html, before the scripts had loaded
 * (web/public/start.js notes which one): the same button of this page takes the focus (the
 * form gives it back there) and its form opens.
 */
function takeEarlyTap(page: HTMLElement | null): Open {
  const root = document.documentElement;
  const { opens, opensAt } = root.dataset;
  delete root.dataset.opens;
  delete root.dataset.opensAt;
  if (opens !== 'trial' && opens !== 'sales') return null;
  // The built page goes first: while it is there, this page is hidden and cannot take focus.
  document.getElementById('prerender')?.remove();
  page?.querySelectorAll<HTMLElement>('[data-opens]')[Number(opensAt)]?.focus();
  return opens;
}

// The forms pull in the shared schemas and the API client: load them on first use so the
// landing page itself stays small.
const ContactDialog = lazy(() => import('./ContactDialogs').then((m) => ({ default: m.ContactDialog })));

const features: { title: string; text: string; art: ReactNode }[] = [
  {
    title: 'Session planning in four steps',
    text: 'Pick a focus and ability level, choose matching drills, set the minutes and save. A complete, structured session in the time it takes to drink a coffee.',
    art: <PlanningArt />,
  },
  {
    title: 'An activity library with diagrams',
    text: 'Hundreds of proven drills, each with a clear diagram, setup, instructions and coaching points. Search and filter by topic and level in an instant.',
    art: <LibraryArt />,
  },
  {
    title: 'Live run-through, adapted on the fly',
    text: 'Run the session activity by activity with a countdown. Players struggling or cruising? Simplify, progress, vary or troubleshoot with one tap.',
    art: <RunArt />,
  },
  {
    title: 'Scheduling for every team',
    text: "Put sessions on the weekly schedule for each coach group, one date or a whole block of weeks. Every coach sees what's on, even without a signal.",
    art: <ScheduleArt />,
  },
];

const benefits: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Save 3+ Hours Per Week',
    text: 'Stop rebuilding sessions from scratch: reuse your library and the drill catalogue, and plan a full week of training in minutes.',
    icon: <path d="M12 6v6l4 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  },
  {
    title: 'Improve Player Development',
    text: 'Every session follows a clear focus and level, so players build skills step by step with consistent coaching across all your teams.',
    icon: <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  },
  {
    title: 'Organization Security',
    text: "Your club's sessions and drills stay inside your organization, with roles and permissions so each coach sees exactly what they should.",
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Z M9 12l2 2 4-4" />,
  },
  {
    title: 'Instant Session Adaptation',
    text: 'Adapt any drill pitch-side in seconds: make it easier, harder or different, and get fixes for the problems you see on the grass.',
    icon: <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8Z" />,
  },
];

const testimonials = [
  {
    quote:
      'I used to spend Sunday evenings writing session plans. Now I plan the whole week for three age groups in under half an hour.',
    name: 'Maria Delgado',
    role: 'U12 Head Coach, Riverside Youth FC',
  },
  {
    quote:
      'Our training ground has no signal at all. Pitchside just works: the run-through, the diagrams, the timer, everything. It syncs when we get back to the clubhouse.',
    name: 'Tom Okafor',
    role: 'Academy Director, Northgate Athletic',
  },
  {
    quote:
      'The adaptation tips are brilliant with mixed-ability groups. One tap and the drill fits the players in front of me.',
    name: 'Sophie Laurent',
    role: 'Girls Development Coach, Lakeside United',
  },
];

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

type LandingSectionProps = { id: string; eyebrow: string; title: string; tinted?: boolean; children: ReactNode };

/** One of the page's selling sections: its eyebrow and heading (which names the section), then its content. */
function LandingSection({ id, eyebrow, title, tinted = false, children }: LandingSectionProps) {
  return (
    <section className={tinted ? 'section section--tinted' : 'section'} aria-labelledby={id}>
      <div className="section__inner">
        <p className="section__eyebrow">{eyebrow}</p>
        <h2 id={id} className="section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The public product page (docs/spec/coaching.md section 2, "Landing page"). */
export function Landing() {
  const [open, setOpen] = useState<Open>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  // At commit, not render: a tap can land while this renders, until it replaces the built page
  // (after a press on it has ended: its click is the tap).
  useLayoutEffect(
    () =>
      betweenPresses(() => {
        const tapped = takeEarlyTap(pageRef.current);
        if (tapped) setOpen(tapped);
      }),
    [],
  );
  const close = () => setOpen(null);

  return (
    <div className="landing" ref={pageRef}>
      <header className="landing-header">
        <div className="landing-header__inner">
          <Link to="/" className="landing-header__brand" aria-label="Pitchside home">
            <Brand />
          </Link>
          <nav className="landing-header__nav" aria-label="Account">
            <Button variant="ghost" className="landing-header__sales" data-opens="sales" onClick={() => setOpen('sales')}>
              Contact Sales
            </Button>
            <Link to="/login" className={buttonClassName({ variant: 'secondary', className: 'landing-header__signin' })}>
              Sign In
            </Link>
          </nav>
        </div>
      </header>

      <main id="main">
        <section className="hero" aria-labelledby="hero-title">
          <div className="hero__inner">
            <div className="hero__copy">
              <p className="hero__eyebrow">For coaches, academies and clubs</p>
              <h1 id="hero-title" className="hero__title">
                Plan better sessions. <span className="hero__accent">
                  Run them <span className="nowrap">pitch-side.</span>
                </span>
              </h1>
              <p className="hero__subline">
                Pitchside turns a library of proven drills into complete training sessions in minutes, schedules them for
                every team, and runs them live on your phone — even with no signal at the training ground.
              </p>
              <div className="hero__actions">
                <Button size="lg" className="hero__primary" data-opens="trial" onClick={() => setOpen('trial')}>
                  Start Free Trial
                </Button>
                <Button size="lg" variant="secondary" className="hero__secondary" data-opens="sales" onClick={() => setOpen('sales')}>
                  Schedule Demo
                </Button>
              </div>
              <ul className="hero__points">
                <li>Works offline</li>
                <li>Installs on any phone or tablet</li>
                <li>Built for whole clubs</li>
              </ul>
            </div>
            <div className="hero__visual">
              <HeroPhone />
            </div>
          </div>
        </section>

        <LandingSection id="features-title" eyebrow="Everything a coaching week needs" title="From the planning desk to the touchline">
          <div className="features">
            {features.map((f) => (
              <article key={f.title} className="feature">
                <div className="feature__art">{f.art}</div>
                <h3 className="feature__title">{f.title}</h3>
                <p className="feature__text">{f.text}</p>
              </article>
            ))}
          </div>
        </LandingSection>

        <LandingSection id="benefits-title" tinted eyebrow="Why clubs choose Pitchside" title="More time coaching, less time planning">
          <div className="benefits">
            {benefits.map((b) => (
              <div key={b.title} className="benefit">
                <div className="benefit__icon">
                  <Icon>{b.icon}</Icon>
                </div>
                <h3 className="benefit__title">{b.title}</h3>
                <p className="benefit__text">{b.text}</p>
              </div>
            ))}
          </div>
        </LandingSection>

        <LandingSection id="testimonials-title" eyebrow="What coaches say" title="Built with coaches, for coaches">
          <p className="section__note">Sample testimonials: the coaches and clubs below are illustrative.</p>
          <div className="testimonials">
            {testimonials.map((t) => (
              <figure key={t.name} className="testimonial">
                <blockquote className="testimonial__quote">“{t.quote}”</blockquote>
                <figcaption className="testimonial__who">
                  <span className="testimonial__avatar" aria-hidden="true">
                    {t.name
                      .split(' ')
                      .map((p) => p[0])
                      .join('')}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <br />
                    <span className="testimonial__role">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </LandingSection>

        <section className="cta" aria-labelledby="cta-title">
          <div className="cta__inner">
            <h2 id="cta-title" className="cta__title">
              Ready for your next session?
            </h2>
            <p className="cta__text">Start a free trial for your club today, or talk to us about your academy.</p>
            <div className="hero__actions cta__actions">
              <Button size="lg" className="hero__primary" data-opens="trial" onClick={() => setOpen('trial')}>
                Start Free Trial
              </Button>
              <Button size="lg" variant="secondary" className="hero__secondary" data-opens="sales" onClick={() => setOpen('sales')}>
                Contact Sales
              </Button>
            </div>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-footer__inner">
          <div>
            <Brand />
            <p className="landing-footer__tagline">Training sessions planned in minutes, run anywhere.</p>
          </div>
          <nav className="landing-footer__links" aria-label="Footer">
            <Link to="/login">Sign In</Link>
            <Link to="/privacy">Privacy</Link>
            <button type="button" data-opens="trial" onClick={() => setOpen('trial')}>
              Start Free Trial
            </button>
            <button type="button" data-opens="sales" onClick={() => setOpen('sales')}>
              Contact Sales
            </button>
          </nav>
          <p className="landing-footer__copy">© {new Date().getFullYear()} Pitchside. All rights reserved.</p>
        </div>
      </footer>

      <Suspense fallback={null}>
        {open ? <ContactDialog key={open} kind={open} onClose={close} /> : null}
      </Suspense>
    </div>
  );
}
