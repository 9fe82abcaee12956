import { expect, test } from 'vitest';
import { siteUrlProblem } from './site-url.ts';

test.each([
  ['https://homes.example', null],
  ['https://homes.example/', null],
  ['http://localhost:4173', null],
  [undefined, /SITE_URL is not set/],
  ['', /SITE_URL is not set/],
  ['homes.example', /is not an address/],
  ['http://homes.example', /must be https/],
  ['https://homes.example/app', /without a path/],
])('%j as the site’s origin', (value, problem) => {
  const found = siteUrlProblem(value);
  if (problem === null) expect(found).toBeNull();
  else expect(found).toMatch(problem);
});
