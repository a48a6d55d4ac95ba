import { createContext } from 'react';
import type { ScopedMutator, SWRConfiguration } from 'swr';
import type { ApiClient, StorageAdapter } from '@pt/api';
import type { GcCache } from './gcCache';

/**
 * The provider's data cache and, once bound, SWR's mutate for it. The provider itself does not load
 * swr (it is part of every page's start-up JavaScript); the first data hook binds SWR to the cache
 * (internal/useSwrScope.ts) and leaves its `mutate` here for the provider's cache clearing.
 */
export interface SwrHolder {
  cache: GcCache;
  mutate: ScopedMutator | null;
}

export interface ApiContextValue {
  client: ApiClient;
  /** Session storage for the sign-up and verification flags (spec 3). */
  sessionStorage: StorageAdapter;
  /** Empties the whole SWR cache (sign-out, user change). */
  clearCache(): void;
  /** Keeps a cache entry from garbage collection while a hook shows it. */
  retain(serializedKey: string): () => void;
  swr: SwrHolder;
  /** The `swrConfig` overrides given to the provider. */
  swrConfig: SWRConfiguration | undefined;
}

export const ApiContext = createContext<ApiContextValue | null>(null);
