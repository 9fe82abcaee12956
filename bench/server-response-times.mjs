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

/** Timed requests per probe, after one warm-up each. */
const SAMPLES = 15;

/**
 * The median time to headers of each probe, keyed by its origin, in the shape of Lighthouse's
 * `precomputedLanternData`. The probes take turns (one request of each, SAMPLES rounds), so the
 * machine's drift weighs on every origin alike; with 5 requests one probe after the other, the
 * composed site's and the monolith's pages (made by the same server code) differed by up to 25 ms
 * from one run to the next, and that figure is added to every LCP of its variant. Origins not
 * probed keep the simulator's default (30 ms); no origin gets extra round-trip time beyond the
 * throttling's.
 */
export async function idleServerResponseTimes(probes) {
  for (const probe of probes) await timeToHeaders(probe);
  const times = probes.map(() => []);
  for (let round = 0; round < SAMPLES; round += 1) {
    for (const [i, probe] of probes.entries()) times[i].push(await timeToHeaders(probe));
  }
  const serverResponseTimeByOrigin = {};
  for (const [i, probe] of probes.entries()) {
    const sorted = times[i].sort((a, b) => a - b);
    serverResponseTimeByOrigin[new URL(probe.url).origin] = Math.round(sorted[Math.floor(SAMPLES / 2)] * 10) / 10;
  }
  return { additionalRttByOrigin: {}, serverResponseTimeByOrigin };
}
