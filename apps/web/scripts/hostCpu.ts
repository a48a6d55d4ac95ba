// How fast this host's CPU is, with how busy it is factored out: Lighthouse's benchmark workload
// (its `benchmarkIndex`: building a 10,000-character string, copying a 100,000-element array) timed
// in CPU time of this process instead of wall time. Lighthouse's own index counts the time the
// benchmark waited for a core, so on a 2-core host shared with other work it read 1,718-2,092 from
// one run to the next; this one reads the speed of the core that ran it.
// Used by the performance gate (scripts/lighthouse.ts, scripts/pageWork.ts) and the overview benchmark.

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Iterations per CPU-second / 10 of Lighthouse's GC-heavy half: a 10,000-character string built in a loop. */
function stringIndex(budgetMs: number): number {
  const start = cpuMs();
  let iterations = 0;
  while (cpuMs() - start < budgetMs) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length === 1) throw new Error('never');
    iterations++;
  }
  return iterations / 10 / ((cpuMs() - start) / 1000);
}

/** Iterations per CPU-second / 10 of Lighthouse's other half: copying 100,000 integers between two arrays. */
function copyIndex(budgetMs: number): number {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const start = cpuMs();
  let iterations = 0;
  while (iterations % 10 !== 0 || cpuMs() - start < budgetMs) {
    const [src, tgt] = iterations % 2 === 0 ? [a, b] : [b, a];
    for (let j = 0; j < src.length; j++) tgt[j] = src[j]!;
    iterations++;
  }
  return iterations / 10 / ((cpuMs() - start) / 1000);
}

/** The host's CPU benchmark: the median of `rounds` short rounds, each the mean of the two halves. */
export function hostCpuIndex(rounds = 5, budgetMs = 150): number {
  const results: number[] = [];
  for (let r = 0; r < rounds; r++) results.push((stringIndex(budgetMs) + copyIndex(budgetMs)) / 2);
  results.sort((x, y) => x - y);
  return Math.round(results[Math.floor(results.length / 2)]!);
}
