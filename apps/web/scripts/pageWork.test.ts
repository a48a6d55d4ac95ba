// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onReferenceHost, pageTasks, pageWork, REFERENCE_CPU_INDEX, type TraceEvent } from './pageWork';

const URL = 'http://127.0.0.1:8180/app';
const PID = 7;
const MAIN = 1;
const nav = (ts: number, url = URL, pid = PID): TraceEvent => ({
  name: 'navigationStart', ph: 'R', ts, pid, tid: MAIN, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
});
/** A RunTask of `ms` wall time and `cpu` ms of CPU, `at` ms after 1,000,000 µs. */
const run = (at: number, ms: number, cpu = ms, tid = MAIN, pid = PID): TraceEvent => ({
  name: 'RunTask', ph: 'X', ts: 1_000_000 + at * 1000, dur: ms * 1000, tdur: cpu * 1000, pid, tid,
});

describe('pageTasks', () => {
  it("takes the top-level tasks of the thread that navigated to the page, from its navigation on, with their CPU time", () => {
    const events = [
      nav(1_000_000),
      run(-5, 3), // before the navigation
      run(10, 20, 12),
      run(12, 2), // nested in the task before
      run(40, 8, 8, 2), // another thread
      run(50, 8, 8, MAIN, 99), // another process
      run(60, 30, 30),
    ];
    expect(pageTasks(events, URL)).toEqual([
      { startMs: 10, cpuMs: 12, wallMs: 20 },
      { startMs: 60, cpuMs: 30, wallMs: 30 },
    ]);
  });
  it('follows the last navigation to the page (a redirect, a reload) and refuses a trace without one', () => {
    const events = [nav(1_000_000, 'about:blank'), nav(1_050_000), run(40, 9), run(60, 5)];
    expect(pageTasks(events, URL)).toEqual([{ startMs: 10, cpuMs: 5, wallMs: 5 }]);
    expect(() => pageTasks([nav(1_000_000, 'about:blank')], URL)).toThrow(`no main-frame navigation to ${URL}`);
  });
});

describe('pageWork', () => {
  it('counts CPU time on the reference host, and blocking time beyond 50 ms at 4x after the first paint', () => {
    const tasks = [
      { startMs: 5, cpuMs: 40, wallMs: 40 }, // before the first paint: work, not blocking
      { startMs: 300, cpuMs: 10, wallMs: 90 }, // 40 ms at 4x: not blocking, however long it waited for a core
      { startMs: 400, cpuMs: 20, wallMs: 20 }, // 80 ms at 4x: 30 ms blocking
    ];
    expect(pageWork(tasks, REFERENCE_CPU_INDEX, 100)).toEqual({ mainThreadMs: 70, blockingMs: 30, longestTaskMs: 80 });
  });
  it('scales a faster host up and a slower one down to the reference host', () => {
    const tasks = [{ startMs: 200, cpuMs: 20, wallMs: 20 }];
    expect(pageWork(tasks, REFERENCE_CPU_INDEX * 2, 0)).toEqual({ mainThreadMs: 40, blockingMs: 110, longestTaskMs: 160 });
    expect(pageWork(tasks, REFERENCE_CPU_INDEX / 2, 0)).toEqual({ mainThreadMs: 10, blockingMs: 0, longestTaskMs: 40 });
    expect(onReferenceHost(10, REFERENCE_CPU_INDEX)).toBe(10);
  });
});
