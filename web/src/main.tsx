import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/App';
import { hasStoredSignIn, loadDataLayer } from './app/data-layer';
import { registerServiceWorker } from './app/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerServiceWorker();

function render() {
  createRoot(root!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A stored sign-in restores the session (from the device first) before the first render,
// so a coach offline never sees the landing page flash. Visitors get the landing page at once.
if (hasStoredSignIn()) void loadDataLayer().finally(render);
else render();
