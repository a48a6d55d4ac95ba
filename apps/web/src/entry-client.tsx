import './app/fonts.css';
import '@pt/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routeTable } from './routes/routeTable';

const router = createBrowserRouter(routeTable);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.ts): hydrate them; other routes render fresh.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
