import { useEffect } from 'react';
import { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import type { GcCache } from './gcCache';

function ReportMutate({ onBound }: { onBound(mutate: ScopedMutator): void }) {
  const { mutate } = useSWRConfig();
  useEffect(() => { onBound(mutate); }, [mutate, onBound]);
  return null;
}

/**
 * Registers the provider's cache with SWR the public way, through <SWRConfig provider> (its
 * dedupe and revalidation state, and the reconnect listener, removed again on unmount), and
 * reports SWR's mutate bound to that cache. The provider renders it beside the app once the first
 * data hook asks; the data hooks then hand SWR this cache and mutate on each call.
 */
export function SwrBinding({ cache, onBound }: { cache: GcCache; onBound(mutate: ScopedMutator): void }) {
  return (
    <SWRConfig value={{ provider: () => cache }}>
      <ReportMutate onBound={onBound} />
    </SWRConfig>
  );
}
