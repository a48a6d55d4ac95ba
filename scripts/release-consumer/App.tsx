// Type-checked against the published declarations of @pt/react.
import { createApiClient } from '@pt/api';
import { ApiProvider, useAuth } from '@pt/react';

function Who() {
  const auth = useAuth();
  return <p>{auth.status === 'signedIn' ? auth.user.email : auth.status}</p>;
}

export function App() {
  return (
    <ApiProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:5300' })}>
      <Who />
    </ApiProvider>
  );
}
