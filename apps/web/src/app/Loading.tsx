import { Inline, Spinner } from '@pt/ui';

/** A visible loading line, announced politely (e.g. 'Loading pricing plans...'). */
export function Loading({ text }: { text: string }) {
  return (
    <Inline role="status" align="center" alignY="center" gap="3" paddingY="8" wrap={false}>
      <Spinner size="sm" label={null} />
      <span>{text}</span>
    </Inline>
  );
}
