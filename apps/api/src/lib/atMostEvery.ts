/**
 * Wraps a chore (deleting expired rows) so this process runs it at most once per `intervalMs`
 * of the given clock time; calls in between resolve at once. Each instance prunes on its own
 * schedule, which keeps the shared tables small without a separate job.
 */
export function atMostEvery(intervalMs: number, chore: (now: Date) => Promise<void>): (now: Date) => Promise<void> {
  let lastRun = Number.NEGATIVE_INFINITY;
  return async (now) => {
    if (now.getTime() - lastRun < intervalMs) return;
    lastRun = now.getTime();
    await chore(now);
  };
}
