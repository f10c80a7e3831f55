import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Login } from './Login';

/**
 * The sign-in page as HTML, built into index.html beside the landing (vite.config.ts): on
 * /login it shows at the first paint, before any script has loaded, and takes typing; React's
 * own form takes its place after with what was typed (prerendered-form.ts). Its button cannot
 * send the form (a form sent without the app would put the password into the address): a tap
 * on it is sent by the app once loaded.
 */
export function renderLogin(): string {
  const html = renderToString(
    <MemoryRouter initialEntries={['/login']}>
      <Login />
    </MemoryRouter>,
  );
  // start.js notes a tap on it; the app sends the form once loaded.
  const inert = html.replaceAll('type="submit"', 'type="button" data-early="submit"');
  if (inert.includes('type="submit"') || !inert.includes('<form')) throw new Error('prerender: the sign-in form changed shape');
  return inert;
}
