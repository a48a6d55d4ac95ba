import { Spinner, sprinkles } from '@pt/ui';

/** A visible loading line, announced politely (e.g. 'Loading pricing plans...'). */
export function Loading({ text }: { text: string }) {
  return (
    <div role="status" className={sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', paddingY: '8' })}>
      <Spinner size="sm" label={null} />
      <span>{text}</span>
    </div>
  );
}
