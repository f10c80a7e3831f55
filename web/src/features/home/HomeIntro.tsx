import './HomeIntro.css';

export const TAGLINE = 'Plan, schedule and run your training sessions — at the club or at the pitch, with or without signal.';

/** The home's greeting and tagline: the app's home and the home's frame built into index.html show the same. */
export function HomeIntro({ greeting }: { greeting: string }) {
  return (
    <header className="home__intro stack gap-1">
      <h1 className="home__title">{greeting}</h1>
      <p className="home__tagline">{TAGLINE}</p>
    </header>
  );
}
