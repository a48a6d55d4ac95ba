// The least a React + react-router page can ship (scripts/frameworkFloor.ts): hydrate one route
// with a Link and the location hooks, as the landing does, and nothing of the app.
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main>
      <Link to="/signin">{location.pathname}</Link>
      <button type="button" onClick={() => navigate('/signup')}>Sign up</button>
    </main>
  );
}

hydrateRoot(
  document.getElementById('root')!,
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>
  </BrowserRouter>,
);
