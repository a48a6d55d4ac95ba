import { useMemo, useState } from 'react';
import {
  DEFAULT_COMMISSION_RATE, SIMULATOR_DEFAULT_USERS, fieldErrorsOf, simulateEarnings, validateSimulatorInputs, type SimulatorResult,
} from '@pt/api';

const toNumber = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v));

/**
 * The earnings simulator (product §5, §9): users (default 10, at least 1), commission (default
 * 30, 0-50), optional milestone bonuses; the result from the SDK's formula, or each invalid
 * field's message (`fieldErrors.users`, `fieldErrors.commission`) and no result.
 */
export function useSimulator(options: { milestones?: readonly { points: number; cashValue: number }[] } = {}) {
  const [users, setUsersRaw] = useState<number>(SIMULATOR_DEFAULT_USERS);
  const [commission, setCommissionRaw] = useState<number>(DEFAULT_COMMISSION_RATE);
  const [includeMilestones, setIncludeMilestones] = useState(true);
  const checked = useMemo(() => validateSimulatorInputs({ users, commission }), [users, commission]);
  const { milestones } = options;
  const result = useMemo<SimulatorResult | null>(
    () => (checked.ok ? simulateEarnings({ ...checked.value, milestones: includeMilestones ? milestones : [] }) : null),
    [checked, includeMilestones, milestones],
  );
  return {
    users,
    commission,
    includeMilestones,
    setUsers: (v: number | string) => setUsersRaw(toNumber(v)),
    setCommission: (v: number | string) => setCommissionRaw(toNumber(v)),
    setIncludeMilestones,
    fieldErrors: fieldErrorsOf(checked),
    result,
  };
}
