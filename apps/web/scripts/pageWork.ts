// The main-thread work of a page load, read from a Chromium trace (Lighthouse's), with the host's
// speed factored out, so that the performance gate (scripts/lighthouse.ts) judges the page and not
// the machine it ran on or how busy that machine was.
//
// - A task's cost is its CPU time on the renderer's main thread (the trace's `tdur`), not its wall
//   time: on a host busy with other work a task waits for a core, and that wait is not the page's.
// - The host's speed is its CPU benchmark (hostCpu.ts: Lighthouse's benchmark workload, timed in
//   CPU time as well), and a cost is scaled to a reference host: ms x index / REFERENCE_CPU_INDEX.
// - Blocking time is Lighthouse's rule (each task's time beyond 50 ms, after the first contentful
//   paint) on the reference host slowed down 4x as Lighthouse's mobile settings slow down the host.

/** The host the gate's figures are expressed on: these 2-core machines (hostCpu.ts reads about 800 on them). */
export const REFERENCE_CPU_INDEX = 800;
/** Lighthouse's mobile settings: the CPU slowed down 4x. */
export const MOBILE_CPU_SLOWDOWN = 4;
/** A task longer than this blocks input; the time beyond it counts as blocking time. */
export const LONG_TASK_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** A top-level task of the page's main thread: when it started (ms after the navigation) and its CPU and wall time. */
export interface Task { startMs: number; cpuMs: number; wallMs: number }

/**
 * The top-level tasks of the renderer main thread that loaded `url` as the main frame, from its
 * navigation on. Throws when the trace has no such navigation.
 */
export function pageTasks(events: readonly TraceEvent[], url: string): Task[] {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url)
    .at(-1);
  if (!navigation) throw new Error(`the trace has no main-frame navigation to ${url}`);
  const runs = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let end = -Infinity;
  for (const e of runs) {
    if (e.ts < end) continue; // nested in the task before
    const dur = e.dur ?? 0;
    end = e.ts + dur;
    tasks.push({ startMs: (e.ts - navigation.ts) / 1000, cpuMs: (e.tdur ?? dur) / 1000, wallMs: dur / 1000 });
  }
  return tasks;
}

/** A cost measured on a host whose CPU benchmark reads `cpuIndex`, as it would be on the reference host. */
export const onReferenceHost = (ms: number, cpuIndex: number) => (ms * cpuIndex) / REFERENCE_CPU_INDEX;

export interface PageWork {
  /** All the main thread's CPU time from the navigation on, on the reference host (no slowdown). */
  mainThreadMs: number;
  /** Blocking time after the first contentful paint on the reference host slowed down 4x. */
  blockingMs: number;
  /** The longest task after the first contentful paint, likewise. */
  longestTaskMs: number;
}

/** The page's work on the reference host, from its tasks on a host whose CPU benchmark reads `cpuIndex`. */
export function pageWork(tasks: readonly Task[], cpuIndex: number, firstContentfulPaintMs: number): PageWork {
  let mainThreadMs = 0;
  let blockingMs = 0;
  let longestTaskMs = 0;
  for (const task of tasks) {
    const cpu = onReferenceHost(task.cpuMs, cpuIndex);
    mainThreadMs += cpu;
    if (task.startMs < firstContentfulPaintMs) continue;
    const slowed = cpu * MOBILE_CPU_SLOWDOWN;
    longestTaskMs = Math.max(longestTaskMs, slowed);
    blockingMs += Math.max(0, slowed - LONG_TASK_MS);
  }
  return { mainThreadMs, blockingMs, longestTaskMs };
}
