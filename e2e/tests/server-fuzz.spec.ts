import { expect, test } from '@playwright/test';
import { PORTS as BACKEND_PORTS } from '../../backend/config.mjs';
import { fuzzServer } from '../../scripts/lib/request-fuzz.mjs';
import { PORTS as APP_PORTS } from '../../scripts/lib/site.mjs';

// Every local server of the running site: the four apps' static servers and the three emulators
// (Auth and Storage share one process with the static servers; a crash there ends the whole stack).
const SERVERS: [string, number][] = [
  ...Object.entries(APP_PORTS as Record<string, number>),
  ['auth emulator', BACKEND_PORTS.auth],
  ['firestore emulator', BACKEND_PORTS.firestore],
  ['storage emulator', BACKEND_PORTS.storage],
];

test('a bounded fuzz of malformed requests leaves every local server up and answering', async ({ page, request }) => {
  test.setTimeout(180_000);
  const normalAnswer = async (port: number) =>
    (await request.get(`http://127.0.0.1:${port}/`, { failOnStatusCode: false })).status();
  const before = new Map<number, number>();
  for (const [, port] of SERVERS) before.set(port, await normalAnswer(port));
  for (const [name, port] of SERVERS) {
    const answers = await fuzzServer(port, { mutations: 40 });
    // The emulators are not ours: they may refuse a case with a 5xx, but must keep serving (below).
    if (Object.values(APP_PORTS as Record<string, number>).includes(port)) {
      expect(
        answers.filter(({ status }) => status >= 500),
        `${name} answered a malformed request with a 5xx`,
      ).toEqual([]);
    }
  }
  for (const [name, port] of SERVERS) {
    expect(await normalAnswer(port), `${name} answers as it did before the fuzz`).toBe(before.get(port));
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recommended' })).toBeVisible();
});
