import { createContext, type ComponentType } from 'react';
import type { ScopedMutator, SWRConfiguration } from 'swr';
import type { ApiClient, StorageAdapter } from '@pt/api';
import type { GcCache } from './gcCache';

/** Which cached reads to revalidate: one key, or every key a test accepts. */
export type RevalidateTarget = readonly (string | number)[] | ((key: unknown) => boolean);

/** The component that binds SWR to the provider's cache and reports SWR's mutate for it (internal/SwrBinding.tsx). */
export type SwrBindingComponent = ComponentType<{ cache: GcCache; onBound(mutate: ScopedMutator): void }>;

export interface ApiContextValue {
  client: ApiClient;
  /** Session storage for the sign-up and verification flags (product §3). */
  sessionStorage: StorageAdapter;
  /** Empties the whole SWR cache (sign-out, user change). */
  clearCache(): void;
  /** Keeps a cache entry from garbage collection while a hook shows it. */
  retain(serializedKey: string): () => void;
  /** The provider's data cache. */
  cache: GcCache;
  /** SWR's mutate for the cache once SWR is bound to it; null before (then nothing is cached yet). */
  mutate: ScopedMutator | null;
  /**
   * Asks the provider to bind SWR to its cache. The data hooks hand over the binding component
   * from their own module, so the provider never loads swr and pages without data do not ship it.
   */
  requestSwr(binding: SwrBindingComponent): void;
  /** The `swrConfig` overrides given to the provider. */
  swrConfig: SWRConfiguration | undefined;
}

export const ApiContext = createContext<ApiContextValue | null>(null);
