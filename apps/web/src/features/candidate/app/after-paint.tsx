import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

/**
 * `fallback` until the screen around it has been painted (the frame after mounting, or 200 ms in a tab that draws
 * no frames), then `children` (lazy) with the same fallback while they load. What comes under a first screen (the
 * consent choice, the entry form: 57 and 121 KB) is fetched only then: nothing competes with the first screen for
 * the phone's network and main thread.
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A transition: React renders the form in slices that leave the main thread free for the person's taps.
    const done = () => startTransition(() => setPainted(true));
    let timer = window.setTimeout(done, 200);
    const frame = requestAnimationFrame(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
