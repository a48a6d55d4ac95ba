// Milestones and Simulator tabs (product §2, §4, §5, §9).
import { useMemo } from 'react';
import { formatCurrency, MAX_COMMISSION_RATE } from '@pt/api';
import { useSimulator } from '@pt/react';
import { Columns } from '@pt/ui';
import { MilestoneList, SimulatorForm, SimulatorResult } from '@pt/ui/affiliate';
import type { ReadyDashboard } from './AffiliateDashboard';
import { ledgerFormat } from './ledgerFormat';

export function MilestonesTab({ dash }: { dash: ReadyDashboard }) {
  const items = useMemo(() => dash.milestones.map((m) => ({
    id: m.id,
    pointsRequired: m.points_required,
    reward: m.cash_value > 0 ? `${m.reward_description} (${formatCurrency(m.cash_value)} bonus)` : m.reward_description,
    state: m.state,
  })), [dash.milestones]);
  return <MilestoneList points={dash.aggregates.points} milestones={items} nextMilestonePoints={dash.nextMilestonePoints} />;
}

export function SimulatorTab({ dash }: { dash: ReadyDashboard }) {
  const milestones = useMemo(() => dash.milestones.map((m) => ({ points: m.points_required, cashValue: m.cash_value })), [dash.milestones]);
  const sim = useSimulator({ milestones });
  const errors = { users: sim.fieldErrors.users, commissionRate: sim.fieldErrors.commission };
  const r = sim.result;
  return (
    <Columns columns={{ base: 1, md: 2 }} gap="6" alignY="top">
      <SimulatorForm
        users={Number.isFinite(sim.users) ? sim.users : 0}
        onUsersChange={sim.setUsers}
        commissionRate={Number.isFinite(sim.commission) ? sim.commission : 0}
        maxCommission={MAX_COMMISSION_RATE}
        onCommissionRateChange={sim.setCommission}
        includeMilestoneBonuses={sim.includeMilestones}
        onIncludeMilestoneBonusesChange={sim.setIncludeMilestones}
        errors={errors}
        format={ledgerFormat}
      />
      <SimulatorResult
        items={r ? [
          { label: 'Conversions', value: String(r.conversions) },
          { label: 'Commission earnings', value: formatCurrency(r.commissionEarnings) },
          { label: 'Points', value: String(r.points) },
          { label: 'Milestone bonuses', value: formatCurrency(r.milestoneBonus) },
          { label: 'Total', value: formatCurrency(r.total), emphasis: true },
        ] : [{ label: 'Total', value: '–', emphasis: true }]}
      />
    </Columns>
  );
}
