import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Landing } from './Landing';

/**
 * The landing page as HTML, built into index.html (vite.config.ts): a visitor sees it at the
 * first paint, before any script has loaded; React's own landing takes its place after.
 */
export function renderLanding(): string {
  return renderToString(
    <MemoryRouter>
      <Landing />
    </MemoryRouter>,
  );
}
