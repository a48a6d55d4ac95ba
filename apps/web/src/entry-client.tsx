import './app/fonts.css';
import '@pt/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.ts): hydrate them; other routes render fresh.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
