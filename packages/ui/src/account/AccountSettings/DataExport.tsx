import type { ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { SettingsSection } from './SettingsSection';

export type DataExportKind = 'json' | 'csv';

export interface DataExportProps {
  onExport: (kind: DataExportKind) => unknown;
  /** The download being prepared, or null. */
  running?: DataExportKind | null;
  error?: ReactNode;
  /** After a download, e.g. 'Your data was downloaded'. */
  done?: ReactNode;
  /** What the file holds. */
  description?: ReactNode;
  id?: string;
}

/** Downloads everything stored about the member, as JSON or as CSV. */
export function DataExport({
  onExport, running = null, error, done, id,
  description = 'Everything we keep about you in one file: your account and settings, portfolios and transactions, alerts, notifications, friends, subscription and invoices, and your affiliate data. JSON keeps the structure; CSV opens in a spreadsheet, one value per row.',
}: DataExportProps) {
  return (
    <SettingsSection id={id} title="Your data" description={description} busy={running !== null}>
      {error ? <Alert tone="danger" description={error} /> : null}
      {done && !error && running === null ? <Alert tone="success" role="status" description={done} /> : null}
      <Inline gap="3">
        <Button variant="outline" loading={running === 'json'} loadingText="Preparing JSON..." onClick={() => { if (!running) void onExport('json'); }}>Download JSON</Button>
        <Button variant="outline" loading={running === 'csv'} loadingText="Preparing CSV..." onClick={() => { if (!running) void onExport('csv'); }}>Download CSV</Button>
      </Inline>
    </SettingsSection>
  );
}
