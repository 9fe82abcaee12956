/**
 * The browser's own confirm with `message`, asked once the page has painted what it shows meanwhile
 * (which thing is asked about: the browser's dialog names nothing, and no paint happens while it is
 * open). The spec's questions keep their words; the page says the rest.
 */
export async function confirmAfterPaint(message: string): Promise<boolean> {
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return window.confirm(message);
}
