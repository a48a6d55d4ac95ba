// Sample audit entries for the stories and tests (not exported by the kit), as a page words the SDK's `AuditEntry`.
import type { AuditLogRow } from './AuditLogTable';

export const auditEntries: AuditLogRow[] = [
  {
    id: '42', time: '2026-11-21T10:04:00Z', actor: 'admin@portfoliotracker.local', action: 'Payout marked paid', target: 'Payout to ada@example.com',
    details: [{ label: 'Amount', value: '$120.00' }, { label: 'Reference', value: 'WISE-2026-11-0042' }],
  },
  {
    id: '41', time: '2026-11-20T16:30:00Z', actor: 'admin@portfoliotracker.local', action: 'Commission voided', target: 'Commission for grace@example.com',
    details: [{ label: 'Commission', value: '$24.98' }, { label: 'Was', value: 'On hold' }, { label: 'Flags', value: 'Disposable e-mail, Burst from one network' }, { label: 'Reason', value: 'Disposable address and a burst of sign-ups.' }],
  },
  {
    id: '40', time: '2026-11-19T09:00:00Z', actor: 'admin@portfoliotracker.local', action: 'Application approved', target: 'Application from Ada Lovelace',
    details: [{ label: 'Notes', value: 'Great fit.' }],
  },
  { id: '39', time: '2026-11-18T23:00:00Z', actor: null, action: 'Invoice refunded', target: 'Invoice INV-2026-0341', details: [] },
];
