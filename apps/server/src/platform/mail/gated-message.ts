import { Readable } from 'node:stream';

/**
 * The message as a stream that holds back its end until `beforeEnd` has resolved. SMTP sends the end of the data
 * ("\r\n.\r\n") only after the stream ends, and a server discards a message whose end never came; so a process
 * killed before `beforeEnd` finished never delivered the message, and one killed after it may have. `beforeEnd`
 * records that point ("sending"); if it rejects (the claim was lost) the stream fails and nothing is delivered.
 * The SMTP connection reads the stream only after the server accepted the envelope (smtp-pool.ts).
 */
export function gatedMessage(raw: Buffer, beforeEnd: () => Promise<void>): Readable {
  let pushed = false;
  let ending = false;
  return new Readable({
    read() {
      if (!pushed) {
        pushed = true;
        this.push(raw);
        return;
      }
      if (ending) return;
      ending = true;
      beforeEnd().then(
        () => this.push(null),
        (err) => this.destroy(err as Error),
      );
    },
  });
}
