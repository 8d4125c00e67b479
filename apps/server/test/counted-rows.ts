/**
 * An export's rows as a source that counts what the writer pulled and notes when it was closed: the streaming
 * tests read how far a writer runs ahead of a slow reader, and whether an abandoned download gives its rows back.
 */
export function countedRows(total: number) {
  const state = { pulled: 0, released: false };
  async function* rows() {
    try {
      for (let i = 0; i < total; i++) {
        state.pulled++;
        yield { i };
      }
    } finally {
      state.released = true;
    }
  }
  return { rows: rows(), state };
}

/** Waits until no row has been pulled for a while (bounded by `ms`), and answers how many were. */
export async function settled(pulled: () => number, ms = 20_000) {
  let last = -1;
  let still = 0;
  const deadline = Date.now() + ms;
  while (still < 5 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 40));
    still = pulled() === last ? still + 1 : 0;
    last = pulled();
  }
  return pulled();
}
