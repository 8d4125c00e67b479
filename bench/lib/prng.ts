/** A small seeded generator (mulberry32): the same seed gives the same data on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const u32 = () => Math.floor(next() * 4294967296) >>> 0;
  const hex8 = () => u32().toString(16).padStart(8, '0');
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
    /** A version 4 UUID drawn from the generator (candidate links look random, yet are reproducible). */
    uuid: () => {
      const h = hex8() + hex8() + hex8() + hex8();
      const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}
export type Prng = ReturnType<typeof prng>;
