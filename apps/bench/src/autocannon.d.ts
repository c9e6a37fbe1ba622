// The part of autocannon's API the load worker uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    throughput: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }): Promise<Result>;
}
