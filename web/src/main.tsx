import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/App';
import { hasStoredSignIn, loadDataLayer } from './app/data-layer';
import { registerServiceWorker, useAppUpdate } from './app/service-worker';
import { preloadSignedInScreen } from './app/preload';
import { onFirstInput } from './app/first-input';
import { removeHomeFrame } from './features/home/home-frame';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerServiceWorker({ signedIn: hasStoredSignIn() });
// The home's frame built into index.html is shown on a signed-in start at '/' only (start.js).
if (!document.documentElement.classList.contains('home-start')) removeHomeFrame();

function render() {
  createRoot(root!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// With a stored sign-in the data layer starts now; the shell shows a spinner (never the
// landing page) until the user is restored from the device, without waiting for the network.
if (hasStoredSignIn()) {
  void loadDataLayer();
  preloadSignedInScreen(window.location.pathname);
}
// Signed out on '/', the landing built into index.html is the whole page (its links work, and
// start.js notes a tap on its buttons for the app to open the form): React takes it over with
// the visitor's first input, not while the page loads, or to offer a new version.
if (landingShowsBuilt()) {
  let waiting = true;
  const takeOver = () => {
    if (!waiting) return;
    waiting = false;
    unsubscribe();
    render();
  };
  const unsubscribe = useAppUpdate.subscribe(({ needRefresh }) => {
    if (needRefresh) takeOver();
  });
  onFirstInput(takeOver);
  // Its screen's module comes once the page has loaded, so the first tap does not wait for it.
  addEventListener('load', () => void import('./features/landing/Landing'), { once: true });
} else render();

function landingShowsBuilt(): boolean {
  return window.location.pathname === '/' && !document.documentElement.classList.contains('app-start') && document.getElementById('prerender') !== null;
}
