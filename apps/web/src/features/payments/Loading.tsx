import type { CSSProperties } from 'react';
import { Spinner, sprinkles } from '@pt/ui';

/** A one-column grid whose column may shrink below its content's width (wide tables scroll inside their own region). */
export const SINGLE_COLUMN: CSSProperties = { gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 };

/** A visible loading line, announced politely (e.g. 'Loading pricing plans...'). */
export function Loading({ text }: { text: string }) {
  return (
    <div role="status" className={sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', paddingY: '8' })}>
      <Spinner size="sm" label={null} />
      <span>{text}</span>
    </div>
  );
}
