// For the integration tests of the triggers, which answer a write a moment later.

/** Waits (up to 20 s) until `ok` holds of what `read` gives; its last answer. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}
