/**
 * `npx tsx bench/cpu-profile.ts <file.cpuprofile> [top=40]`: the functions with the most self time in a V8 CPU
 * profile (the application's, written by `BENCH_CPU_PROF=<folder> npm run bench -- load …`), and the same summed
 * by package or source folder, to see where a request's CPU goes.
 */
import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const top = Number(topArg ?? 40);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  const src = /\/(apps|packages|bench)\/(.*)\/[^/]+$/.exec(url);
  return src ? `${src[1]}/${src[2]}` : url;
};
const sum = (key: (n: Node) => string) => {
  const m = new Map<string, number>();
  for (const [id, us] of self) {
    const k = key(byId.get(id)!);
    m.set(k, (m.get(k) ?? 0) + us);
  }
  return [...m.entries()].sort((a, b) => b[1] - a[1]);
};
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n${title}`);
  for (const [k, us] of rows.slice(0, top))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    );
};
// Inclusive time: a function's samples with it anywhere on the stack (once per sample, however deep it recurses).
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(label(byId.get(at)!));
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
}
console.log(`${(total / 1000).toFixed(0)} ms sampled`);
print('Self time by function', sum(label));
print(
  'Self time by package or folder',
  sum((n) => where(n.callFrame.url)),
);
print(
  'Inclusive time by function',
  [...inclusive.entries()].filter(([k]) => !/^\((root|idle|program)\)/.test(k)).sort((a, b) => b[1] - a[1]),
);
