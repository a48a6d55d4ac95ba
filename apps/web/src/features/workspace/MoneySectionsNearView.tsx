// The overview's money sections, below the fold: their chunk and their calls wait until the reader
// scrolls near them (product §10.21-§10.23), so the overview's first load is what it was.
import { Suspense, useEffect, useRef, useState } from 'react';
import { onNearViewport } from '@pt/ui/workspace';
import { lazyPage } from '../../app/lazyPage';
import { Loading } from '../../app/Loading';

const MoneySections = lazyPage(() => import('./MoneySections').then((m) => m.MoneySections));

export function MoneySectionsNearView({ portfolioId, baseCurrency }: { portfolioId: string; baseCurrency: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current && !near ? onNearViewport(ref.current, () => setNear(true)) : undefined), [near]);
  const loading = <Loading text="Loading cash, currencies and the return explained..." />;
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={loading}><MoneySections portfolioId={portfolioId} baseCurrency={baseCurrency} /></Suspense> : loading}
    </div>
  );
}
