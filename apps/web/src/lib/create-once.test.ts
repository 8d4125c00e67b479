import { describe, expect, it } from 'vitest';
import { createOnce } from './create-once';

/** A send whose answers the test releases by hand, recording every request that went out. */
function server() {
  const sent: { args: string; key: string; settle: (ok: boolean) => void }[] = [];
  const send = (args: string, key: string) =>
    new Promise<string>((resolve, reject) => {
      sent.push({ args, key, settle: (ok) => (ok ? resolve(`made ${args}`) : reject(new Error('lost'))) });
    });
  return { sent, send };
}

describe('createOnce', () => {
  it('a second call while the first is in flight joins it: one request, the same answer', async () => {
    const s = server();
    const create = createOnce(s.send);
    const first = create('a');
    const second = create('a');
    expect(s.sent).toHaveLength(1);
    s.sent[0]!.settle(true);
    expect(await first).toBe('made a');
    expect(await second).toBe('made a');
  });

  it('a retry after a failure sends the same key; after a success the next create has a new key', async () => {
    const s = server();
    const create = createOnce(s.send);
    const lost = create('a');
    s.sent[0]!.settle(false);
    await expect(lost).rejects.toThrow('lost');
    const retry = create('a');
    expect(s.sent).toHaveLength(2);
    expect(s.sent[1]!.key).toBe(s.sent[0]!.key);
    s.sent[1]!.settle(true);
    await retry;
    const next = create('b');
    expect(s.sent[2]!.key).not.toBe(s.sent[0]!.key);
    expect(s.sent[2]!.key).toMatch(/^[0-9a-f]{32}$/);
    s.sent[2]!.settle(true);
    await next;
  });
});
