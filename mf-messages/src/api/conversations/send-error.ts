// The error a send the sender's quota refuses throws: apart from the send's own code (loaded when
// a message is sent), so a page can tell it apart without loading that code.

/** A send the sender's quota refuses: `wait` a minute's or an hour's, `seconds` more (the page says it). */
export class SendLimitError extends Error {
  constructor(
    readonly wait: 'minute' | 'hour',
    readonly seconds: number,
  ) {
    super(`The sender's quota of the ${wait} is used up: ${seconds} s to wait`);
    this.name = 'SendLimitError';
  }
}
