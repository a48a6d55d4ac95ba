import './app/fonts.css';
import '@pt/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { canHydrate } from './app/prerenderedRoot';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.ts): hydrate them. Other routes render fresh,
// and so does prerendered HTML that no longer fits the address or its history state (canHydrate).
if (canHydrate()) hydrateRoot(container, app);
else {
  container.replaceChildren();
  createRoot(container).render(app);
}
