import { renderToString } from 'react-dom/server';
import { Brand } from '../ui/Brand';
import { HomeIntro } from '../features/home/HomeIntro';
import { HOME_FRAME_ID } from '../features/home/home-frame';

/**
 * The signed-in home's frame as HTML, built into index.html (vite.config.ts): the header's bar
 * with the brand, and the home's greeting and tagline where the app shows them. On a signed-in
 * start at '/' web/public/start.js shows it at the first paint, with the greeting the home
 * showed last (kept beside the token), while the main script, the data layer and the user's
 * restore are still on their way; the home takes its place once it renders (Home.tsx). What
 * the app adds later (the header's controls, the bottom bar, today's training) comes in beside
 * or below it: nothing in the frame moves.
 */
export function renderHomeFrame(): string {
  const html = renderToString(
    <div className="shell shell--bottom-bar">
      {/* Plain boxes, not landmarks: the app's header and main are the page's, once it renders. */}
      <div className="app-header">
        <div className="app-header__bar">
          <a href="/" className="app-header__brand" aria-label="Pitchside home">
            <Brand />
          </a>
        </div>
      </div>
      <div className="shell__main">
        <div className="page home stack gap-6">
          <HomeIntro greeting="" />
        </div>
      </div>
    </div>,
  );
  return `<div id="${HOME_FRAME_ID}">${html}</div>`;
}
