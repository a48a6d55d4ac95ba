// The subset of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number }
  interface RequestSpec { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: RequestSpec) => RequestSpec }
  interface Options { url: string; connections?: number; duration?: number; method?: string; headers?: Record<string, string>; body?: string; requests?: RequestSpec[] }
  interface Result { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number; '2xx': number; duration: number }
  export type { Result, Options };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
