import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { PayoutHistoryTable } from './PayoutHistoryTable';
import { payoutRows } from './payoutFixtures';

const cellsOf = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').map((c) => c.textContent);

describe('PayoutHistoryTable', () => {
  it('shows a paid payout with its reference and date, a rejected one with its reason, an open one with neither', () => {
    render(<PayoutHistoryTable payouts={payoutRows} format={sampleLedgerFormat} />);
    expect(cellsOf(/Aug 01, 2026/)).toEqual(['$329.67', 'Paid', 'WISE-2026-08-7731', 'Aug 05, 2026']);
    expect(cellsOf(/Sep 02, 2026/)).toEqual(['$64.50', 'Rejected', payoutRows[1]!.rejectionReason, '\u2014']);
    expect(cellsOf(/Nov 19, 2026/)).toEqual(['$120.00', 'Requested', '\u2014', '\u2014']);
  });

  it('says when there are no payouts yet', () => {
    render(<PayoutHistoryTable payouts={[]} format={sampleLedgerFormat} />);
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
