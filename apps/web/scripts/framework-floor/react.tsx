// The least a React page can ship (scripts/frameworkFloor.ts): hydrate one element with a handler.
import { hydrateRoot } from 'react-dom/client';

hydrateRoot(
  document.getElementById('root')!,
  <main>
    <button type="button" onClick={() => undefined}>Go</button>
  </main>,
);
