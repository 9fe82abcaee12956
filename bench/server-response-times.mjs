// How long each server of the benchmark takes to answer while the machine is otherwise idle.
//
// Lighthouse's simulation normally estimates each origin's server response time from the run
// itself. Here the local backend and the static servers share this machine's two cores with the
// browser that is booting the page: a Firestore query that takes ~30 ms idle then shows as 300 to
// 800 ms, and more for the variant that runs more JavaScript at that moment. Production servers do
// not share the visitor's CPU, so the benchmark measures each origin once, idle, before the runs
// and hands the same figures to every Lighthouse run of both variants (precomputedLanternData).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Milliseconds from sending `probe` to its response headers, on a warm connection. */
function timeToHeaders({ url, method = 'GET', body }) {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = send(
      target,
      // The benchmark's certificate is made per run for localhost; nothing leaves the machine.
      { method, rejectUnauthorized: false, headers: body ? { 'Content-Type': 'text/plain' } : {} },
      (res) => {
        const elapsed = performance.now() - started;
        res.resume();
        res.on('end', () => resolve(elapsed));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The median time to headers of each probe (5 timed requests after one warm-up), keyed by its
 * origin, in the shape of Lighthouse's `precomputedLanternData`. Origins not probed keep the
 * simulator's default (30 ms); no origin gets extra round-trip time beyond the throttling's.
 */
export async function idleServerResponseTimes(probes) {
  const serverResponseTimeByOrigin = {};
  for (const probe of probes) {
    await timeToHeaders(probe);
    const times = [];
    for (let i = 0; i < 5; i += 1) times.push(await timeToHeaders(probe));
    times.sort((a, b) => a - b);
    serverResponseTimeByOrigin[new URL(probe.url).origin] = Math.round(times[2] * 10) / 10;
  }
  return { additionalRttByOrigin: {}, serverResponseTimeByOrigin };
}
