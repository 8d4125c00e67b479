/** The part of autocannon's API the load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Result = {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  type Instance = PromiseLike<Result> & {
    on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  };
  export default function autocannon(opts: Options): Instance;
}
