import { createContext } from 'react';
import type { ApiClient, StorageAdapter } from '@pt/api';

export interface ApiContextValue {
  client: ApiClient;
  /** Session storage for the sign-up and verification flags (spec 3). */
  sessionStorage: StorageAdapter;
  /** Empties the whole SWR cache (sign-out, user change). */
  clearCache(): void;
  /** Keeps a cache entry from garbage collection while a hook shows it. */
  retain(serializedKey: string): () => void;
}

export const ApiContext = createContext<ApiContextValue | null>(null);
