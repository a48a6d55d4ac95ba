/** The performance chart names its return method and says in one line what it means. */
export const RETURN_METHOD = {
  name: 'Time-weighted return',
  detail: 'daily returns, chained',
  explanation: 'How your holdings performed, without counting money you added or took out as gains or losses.',
} as const;
