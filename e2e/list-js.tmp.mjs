import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const url = process.argv[2];
const ctx = await browser.newContext(); const page = await ctx.newPage();
const rows = [];
page.on('response', (r) => { if (r.request().resourceType()==='script' && r.ok()) rows.push(r.request().sizes().then(s=>[s.responseBodySize, r.url()])); });
await page.goto(url); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
const all = await Promise.all(rows); all.sort((a,b)=>b[0]-a[0]);
let t=0; for (const [b,u] of all) { t+=b; console.log((b/1024).toFixed(1).padStart(7), u.replace(/^https?:\/\/localhost:\d+/, m=>m.slice(-4))); }
console.log('total', (t/1024).toFixed(1), all.length);
await browser.close();
