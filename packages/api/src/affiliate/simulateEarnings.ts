import { messages as m } from '../messages';
import { fieldChecker, type Validation } from '../validation/fieldChecker';
import { roundTo } from './dashboardAggregates';
import { MAX_COMMISSION_RATE, DEFAULT_COMMISSION_RATE } from './rateLimits';
import { validateRates } from './validateRates';

export const SIMULATOR_DEFAULT_USERS = 10;
export const SIMULATOR_CONVERSION_RATE = 0.05;
export const SIMULATOR_PREMIUM_PRICE = 29.99;

export interface SimulatorInput {
  /** Referred users (visitors who sign up through the affiliate), at least 1; default 10. */
  users?: number;
  /** Percent 0-50; default 30. */
  commission?: number;
  /** One-time cash bonuses, each added once when its points threshold is reached. */
  milestones?: readonly { points: number; cashValue: number }[];
}

export interface SimulatorResult {
  conversions: number;
  commissionEarnings: number;
  points: number;
  milestoneBonus: number;
  total: number;
}

export interface SimulatorValues { users: number; commission: number }

/** product §5 "Simulator": users at least 1, commission 0-50; each field's message. */
export function validateSimulatorInputs(v: SimulatorValues): Validation<SimulatorValues, keyof SimulatorValues> {
  const check = fieldChecker<keyof SimulatorValues>();
  check.need('users', Number.isFinite(v.users) && v.users >= 1, m.usersMin);
  check.need('commission', !validateRates(v.commission, 0).commission_rate, m.commissionRange);
  return check.result(() => ({ users: v.users, commission: v.commission }));
}

/**
 * The earnings simulator (formula chosen here, see README):
 *   conversions        = users x 5%
 *   commissionEarnings = conversions x 29.99 x commission / 100
 *   points             = users (one point per referred user)
 *   milestoneBonus     = sum of cashValue of milestones with points <= points (each once)
 *   total              = commissionEarnings + milestoneBonus
 * Money is rounded to cents, conversions to two decimals.
 */
export function simulateEarnings(input: SimulatorInput = {}): SimulatorResult {
  const users = Math.max(0, input.users ?? SIMULATOR_DEFAULT_USERS);
  const commission = Math.min(MAX_COMMISSION_RATE, Math.max(0, input.commission ?? DEFAULT_COMMISSION_RATE));
  const conversions = users * SIMULATOR_CONVERSION_RATE;
  const commissionEarnings = roundTo((conversions * SIMULATOR_PREMIUM_PRICE * commission) / 100, 2);
  const points = users;
  const milestoneBonus = roundTo((input.milestones ?? []).reduce((sum, ms) => (points >= ms.points ? sum + ms.cashValue : sum), 0), 2);
  return { conversions: roundTo(conversions, 2), commissionEarnings, points, milestoneBonus, total: roundTo(commissionEarnings + milestoneBonus, 2) };
}
