// The visitor's language (issue 88), as far as the slices speak it: mf-account's, mf-messages' and
// mf-viewings' pages in French, German and Spanish at a phone's and a desktop's width, chosen in
// the frame's switcher and kept for the next visit; the pseudo-locale shows no English left out of
// its catalogue; a page whose slice does not speak the language yet is marked English.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { createTestUser, deleteDoc, seedListing, seedViewingTimes, writeDoc } from '../support/backend.ts';
import { expectNoViolations } from '../support/axe.ts';
import { signInBeforeVisit } from '../support/session.ts';
import { tookOver } from '../support/page-ready.ts';
import { toast } from '../support/ui.ts';

interface Words {
  name: string;
  enquiry: string;
  writeSomething: string;
  message: string;
  sendEnquiry: string;
  sent: string;
  allConversations: string;
  inbox: string;
  signIn: string;
  signInButton: string;
  signUp: string;
  forgot: string;
  profile: string;
  personal: string;
  noListings: string;
  viewingTimes: string;
  saturdayTo: string;
  bookViewing: string;
  londonTime: string;
  requestViewing: string;
  requested: string;
  viewings: string;
  statusRequested: string;
  noteCount: string;
  chooseDay: string;
  forRent: string;
  perMonth: string;
  location: string;
  contactLandlord: string;
  titleForRent: string;
  placesForRent: string;
  explore: string;
  searchHomes: string;
  filters: string;
  rentOrSale: string;
  rent: string;
  priceTo: string;
  search: string;
  twoForRent: string;
  showResultsAs: string;
  map: string;
  mapOfHomes: string;
  twoOnMap: string;
  sort: string;
  searchFilters: string;
  mainNav: string;
  createListing: string;
  createButton: string;
  nameProblem: string;
}

const LANGUAGES: Record<'fr' | 'de' | 'es', Words> = {
  fr: {
    name: 'Français',
    enquiry: 'Envoyer une demande',
    writeSomething: 'Écrivez un message.',
    message: 'Votre message',
    sendEnquiry: 'Envoyer la demande',
    sent: 'Demande envoyée',
    allConversations: 'Toutes les conversations',
    inbox: 'Messagerie',
    signIn: 'bon retour parmi nous\u00a0!',
    signInButton: 'Se connecter',
    signUp: 'Bienvenue\u00a0!',
    forgot: 'Mot de passe oublié',
    profile: 'Mon profil',
    personal: 'Informations personnelles',
    noListings: 'Aucune annonce pour l’instant',
    viewingTimes: 'Horaires de visite',
    saturdayTo: 'Samedi à',
    bookViewing: 'Réserver une visite',
    londonTime: 'heure de London (Europe/London)',
    requestViewing: 'Demander la visite',
    requested: 'Visite demandée',
    viewings: 'Visites',
    statusRequested: 'Demandée',
    noteCount: '0 / 500 caractères',
    chooseDay: 'Choisir le jour dans un calendrier',
    forRent: 'À louer',
    perMonth: '/ mois',
    location: 'Emplacement',
    contactLandlord: 'Contacter le propriétaire',
    titleForRent: ', à louer : ',
    placesForRent: 'Logements à louer',
    explore: 'Explorer',
    searchHomes: 'Rechercher un logement',
    filters: 'Filtres',
    rentOrSale: 'Location ou vente',
    rent: 'Location',
    priceTo: 'Prix jusqu’à',
    search: 'Rechercher',
    twoForRent: '2 logements à louer',
    showResultsAs: 'Afficher les résultats en',
    map: 'Carte',
    mapOfHomes: 'Carte des logements trouvés',
    twoOnMap: '2 logements sur la carte.',
    sort: 'Trier',
    searchFilters: 'Filtres de recherche',
    mainNav: 'Principale',
    createListing: 'Créer une annonce',
    createButton: 'Créer l’annonce',
    nameProblem: 'Le nom doit comporter de 10 à 32 caractères',
  },
  de: {
    name: 'Deutsch',
    enquiry: 'Anfrage senden',
    writeSomething: 'Schreib eine Nachricht.',
    message: 'Deine Nachricht',
    sendEnquiry: 'Anfrage senden',
    sent: 'Anfrage gesendet',
    allConversations: 'Alle Unterhaltungen',
    inbox: 'Posteingang',
    signIn: 'willkommen zurück!',
    signInButton: 'Anmelden',
    signUp: 'Willkommen!',
    forgot: 'Passwort vergessen',
    profile: 'Mein Profil',
    personal: 'Persönliche Angaben',
    noListings: 'Noch keine Inserate',
    viewingTimes: 'Besichtigungszeiten',
    saturdayTo: 'Samstag bis',
    bookViewing: 'Besichtigung buchen',
    londonTime: 'Ortszeit London (Europe/London)',
    requestViewing: 'Besichtigung anfragen',
    requested: 'Besichtigung angefragt',
    viewings: 'Besichtigungen',
    statusRequested: 'Angefragt',
    noteCount: '0 / 500 Zeichen',
    chooseDay: 'Den Tag in einem Kalender wählen',
    forRent: 'Zu vermieten',
    perMonth: '/ Monat',
    location: 'Lage',
    contactLandlord: 'Vermieter kontaktieren',
    titleForRent: ', zu vermieten: ',
    placesForRent: 'Unterkünfte zur Miete',
    explore: 'Entdecken',
    searchHomes: 'Unterkünfte suchen',
    filters: 'Filter',
    rentOrSale: 'Miete oder Kauf',
    rent: 'Miete',
    priceTo: 'Preis bis',
    search: 'Suchen',
    twoForRent: '2 Unterkünfte zur Miete',
    showResultsAs: 'Ergebnisse anzeigen als',
    map: 'Karte',
    mapOfHomes: 'Karte der gefundenen Unterkünfte',
    twoOnMap: '2 Unterkünfte auf der Karte.',
    sort: 'Sortieren',
    searchFilters: 'Suchfilter',
    mainNav: 'Hauptnavigation',
    createListing: 'Ein Inserat erstellen',
    createButton: 'Inserat erstellen',
    nameProblem: 'Der Name muss 10 bis 32 Zeichen lang sein',
  },
  es: {
    name: 'Español',
    enquiry: 'Enviar una consulta',
    writeSomething: 'Escribe un mensaje.',
    message: 'Tu mensaje',
    sendEnquiry: 'Enviar consulta',
    sent: 'Consulta enviada',
    allConversations: 'Todas las conversaciones',
    inbox: 'Bandeja de entrada',
    signIn: '¡hola de nuevo!',
    signInButton: 'Iniciar sesión',
    signUp: '¡Te damos la bienvenida!',
    forgot: 'He olvidado la contraseña',
    profile: 'Mi perfil',
    personal: 'Datos personales',
    noListings: 'Aún no tienes anuncios',
    viewingTimes: 'Horas de visita',
    saturdayTo: 'Sábado hasta',
    bookViewing: 'Reservar una visita',
    londonTime: 'hora de London (Europe/London)',
    requestViewing: 'Pedir la visita',
    requested: 'Visita solicitada',
    viewings: 'Visitas',
    statusRequested: 'Solicitada',
    noteCount: '0 / 500 caracteres',
    chooseDay: 'Elegir el día en un calendario',
    forRent: 'En alquiler',
    perMonth: '/ mes',
    location: 'Ubicación',
    contactLandlord: 'Contactar al propietario',
    titleForRent: ', en alquiler: ',
    placesForRent: 'Viviendas en alquiler',
    explore: 'Explorar',
    searchHomes: 'Buscar viviendas',
    filters: 'Filtros',
    rentOrSale: 'Alquiler o venta',
    rent: 'Alquiler',
    priceTo: 'Precio hasta',
    search: 'Buscar',
    twoForRent: '2 viviendas en alquiler',
    showResultsAs: 'Mostrar resultados como',
    map: 'Mapa',
    mapOfHomes: 'Mapa de las viviendas encontradas',
    twoOnMap: '2 viviendas en el mapa.',
    sort: 'Ordenar',
    searchFilters: 'Filtros de búsqueda',
    mainNav: 'Principal',
    createListing: 'Crear un anuncio',
    createButton: 'Crear anuncio',
    nameProblem: 'El nombre debe tener de 10 a 32 caracteres',
  },
};

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const [locale, words] of Object.entries(LANGUAGES)) {
  for (const width of [390, 1440]) {
    test(`${words.name} at ${width} px: chosen in the frame, kept for the next visit, on the account pages`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sign-in');
      await expect(heading(page, 'welcome back!')).toBeVisible();
      await page.getByRole('combobox', { name: 'Language' }).selectOption(locale);
      // The page speaks it at once, and says so.
      await expect(heading(page, words.signIn)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('button', { name: words.signInButton, exact: true })).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoViolations(page);

      // The next visit, from the server's HTML on: the cookie keeps the choice.
      await page.goto('/sign-up');
      await expect(heading(page, words.signUp)).toBeVisible();
      await page.goto('/forgot-password');
      await expect(heading(page, words.forgot)).toBeVisible();
      expect(await sideways(page)).toBe(0);

      await signInBeforeVisit(page, await createTestUser(`lang-${locale}`));
      // The listing editor's form too (every slice speaks it): what is wrong is said in it.
      await page.goto('/create-listing');
      await expect(heading(page, words.createListing)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByRole('button', { name: words.createButton, exact: true }).click();
      await expect(toast(page, words.nameProblem)).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoViolations(page);

      await page.goto('/profile');
      await expect(heading(page, words.profile)).toBeVisible();
      await expect(page.getByRole('heading', { name: words.personal })).toBeVisible();
      await expect(page.getByRole('heading', { name: words.noListings })).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoViolations(page);
    });
  }
}

for (const [locale, words] of Object.entries(LANGUAGES)) {
  for (const width of [390, 1440]) {
    test(`${words.name} at ${width} px: an enquiry, its conversation and the inbox`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const owner = await createTestUser(`lang-owner-${locale}`);
      const id = `e2e-lang-${locale}-${width}-${Date.now().toString(36)}`;
      // Old, so the lists other tests read do not show it.
      await seedListing({
        id,
        userRef: owner.uid,
        name: `Maison ${locale} ${width}`,
        timestamp: new Date('2020-01-01'),
      });
      try {
        await signInBeforeVisit(page, await createTestUser(`lang-hunter-${locale}`));
        await page.goto(`/enquiry?listing=${id}&hl=${locale}`);
        await expect(heading(page, words.enquiry)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // What is wrong, said in the language, beside the field.
        await page.getByRole('button', { name: words.sendEnquiry, exact: true }).click();
        await expect(page.getByText(words.writeSomething)).toBeVisible();
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);
        await page.getByRole('textbox', { name: words.message }).fill('Bonjour, est-ce toujours disponible ?');
        await page.getByRole('button', { name: words.sendEnquiry, exact: true }).click();
        await expect(toast(page, words.sent)).toBeVisible();
        await expect(page.getByRole('link', { name: words.allConversations })).toBeVisible();
        expect(await sideways(page)).toBe(0);
        await page.getByRole('link', { name: words.allConversations }).click();
        await expect(heading(page, words.inbox)).toBeVisible();
        await expectNoViolations(page);
      } finally {
        await deleteDoc(`listings/${id}`);
      }
    });
  }
}

for (const [locale, words] of Object.entries(LANGUAGES)) {
  for (const width of [390, 1440]) {
    test(`${words.name} at ${width} px: a home's viewing times, booking one, and the viewings page`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const owner = await createTestUser(`lang-viewing-owner-${locale}`);
      const id = `e2e-lang-viewing-${locale}-${width}-${Date.now().toString(36)}`;
      await seedListing({
        id,
        userRef: owner.uid,
        name: `Maison ${locale} ${width}`,
        location: '12 Marchmont Road, Edinburgh',
        geolocation: { lat: 55.9411, lng: -3.1869 },
        timestamp: new Date('2020-01-01'),
      });
      await seedViewingTimes(id, owner.uid);
      const hunterContext = await browser.newContext({ viewport: { width, height: 900 } });
      try {
        // The owner's form, in the language: each day's name, its hours, the zone.
        await signInBeforeVisit(page, owner);
        await page.goto(`/viewing-times?listing=${id}&hl=${locale}`);
        await expect(heading(page, words.viewingTimes)).toBeVisible();
        await expect(page.getByLabel(words.saturdayTo)).toHaveValue('18:00');
        await expect(page.getByText(words.londonTime, { exact: false })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // The one-off day's calendar names this month in the language.
        await page.getByRole('button', { name: words.chooseDay }).click();
        const month = new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date());
        await expect(page.getByRole('grid', { name: new RegExp(month, 'i') })).toBeVisible();
        await page.keyboard.press('Escape');
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);

        // A hunter books a time: the calendar, the times and the toast in the language.
        const hunter = await hunterContext.newPage();
        await signInBeforeVisit(hunter, await createTestUser(`lang-viewing-hunter-${locale}`));
        await hunter.goto(`/book-viewing?listing=${id}&hl=${locale}`);
        await expect(heading(hunter, words.bookViewing)).toBeVisible();
        await expect(hunter.getByText(words.londonTime, { exact: false })).toBeVisible();
        const slot = hunter.getByRole('button', { name: /^\d\d:\d\d, / }).last();
        await expect(slot).toBeVisible();
        expect(await sideways(hunter)).toBe(0);
        await expectNoViolations(hunter);
        await slot.click();
        await expect(hunter.getByText(words.noteCount)).toBeVisible();
        await hunter.getByRole('button', { name: words.requestViewing }).click();
        await expect(toast(hunter, words.requested)).toBeVisible();
        await expect(hunter).toHaveURL('/viewings');
        await expect(heading(hunter, words.viewings)).toBeVisible();
        await expect(hunter.getByText(words.statusRequested, { exact: true })).toBeVisible();
        expect(await sideways(hunter)).toBe(0);
        await expectNoViolations(hunter);
      } finally {
        await hunterContext.close();
        await deleteDoc(`listings/${id}`);
      }
    });
  }
}

// A listing's page (mf-browse), painted by the server in the language the browser asks for: its
// HTML says so (lang, title, each language's address), and the page that takes over speaks it too.
for (const [locale, words] of Object.entries(LANGUAGES)) {
  for (const width of [390, 1440]) {
    test(`${words.name} at ${width} px: the lists and a listing’s page, painted by the server in the browser’s language`, async ({
      browser,
    }) => {
      const id = `e2e-lang-listing-${locale}-${width}-${Date.now().toString(36)}`;
      await seedListing({ id, userRef: (await createTestUser(`lang-listing-${locale}`)).uid, name: 'Canal loft' });
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        // What a crawler or curl gets for a browser in that language: the page's HTML, before any script.
        const served = await page.request.get(`/category/rent/${id}`, { headers: { 'Accept-Language': locale } });
        const html = await served.text();
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toContain(`<title>Canal loft${words.titleForRent}`);
        expect(html).toContain(`hreflang="${locale}" href="`);
        expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/category\/rent\/[^"?]+" \/>/);
        expect(html).toContain(words.forRent); // the first screen, in the page's language
        expect(html).toContain(`data-label="${words.explore}"`); // the frame's navigation too

        // Explore, in the language: its title and its recommended homes.
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(heading(page, words.explore)).toBeVisible();
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);

        // The list of homes for rent, in the same language (its head too), and on from it to the listing.
        await page.goto('/category/rent');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(heading(page, words.placesForRent)).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(words.placesForRent));
        await expect(
          page.getByRole('navigation', { name: words.mainNav }).getByRole('link', { name: words.explore }),
        ).toBeVisible();
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);

        await page.goto(`/category/rent/${id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(words.perMonth);
        await expect(page.getByText(words.forRent, { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: words.location })).toBeVisible();
        // The page's own code has taken over (its actions load after the first screen) and speaks it too.
        await expect(page.getByRole('button', { name: words.contactLandlord }).first()).toBeAttached();
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);
      } finally {
        await context.close();
        await deleteDoc(`listings/${id}`);
      }
    });
  }
}

// The search (mf-browse), painted by the server in the browser's language and taken over in it:
// its filters, its one-line summary with the count in the language's plural, and its map.
for (const [locale, words] of Object.entries(LANGUAGES)) {
  for (const width of [390, 1440]) {
    test(`${words.name} at ${width} px: a search with filters, its summary and its map`, async ({ browser }) => {
      const town = `Langtown${locale}${width}${Date.now().toString(36).replace(/\d/g, '')}`;
      const owner = (await createTestUser(`lang-search-${locale}`)).uid;
      const ids = [`${town}-a`, `${town}-b`, `${town}-c`];
      const home = (id: string, type: 'rent' | 'sale', regularPrice: number, lng: number) =>
        seedListing({
          id,
          userRef: owner,
          type,
          name: `Quai ${id.slice(-1)}`,
          regularPrice,
          currency: 'EUR',
          location: `${id.slice(-1)} Quai, ${town}`,
          geolocation: { lat: 45.76, lng },
        });
      await Promise.all([
        home(ids[0]!, 'rent', 900, 4.83),
        home(ids[1]!, 'rent', 1200, 4.84),
        home(ids[2]!, 'sale', 250_000, 4.85),
      ]);
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        const served = await page.request.get(`/search?q=${town}`, { headers: { 'Accept-Language': locale } });
        const html = await served.text();
        expect(html).toContain(`<html lang="${locale}">`);
        expect(html).toContain(`<title>${words.searchHomes} · House Marketplace</title>`);

        await page.goto(`/search?q=${town}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(heading(page, words.searchHomes)).toBeVisible();
        await tookOver(page);
        const filters = page.getByRole('form', { name: words.searchFilters });
        if (!(await filters.isVisible())) await page.locator('summary', { hasText: words.filters }).click();
        await filters.getByLabel(words.rentOrSale).selectOption('rent');
        await filters.getByLabel(new RegExp(`^${words.priceTo} `)).fill('1500');
        await filters.getByRole('button', { name: words.search, exact: true }).click();
        await expect(page).toHaveURL(/type=rent/);
        // The count in the language's words and plural, the price in its way of writing it.
        await expect(page.getByText(new RegExp(`^${words.twoForRent} `))).toBeVisible();
        await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
        await expect(page.getByLabel(words.sort)).toBeVisible();
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);

        // The map: beside the list on a desktop, chosen on a phone.
        if (width < 1024)
          await page
            .getByRole('group', { name: words.showResultsAs })
            .getByRole('button', { name: words.map, exact: true })
            .click();
        const map = page.getByRole('region', { name: words.mapOfHomes });
        await expect(map).toBeVisible();
        await expect(map.getByText(words.twoOnMap)).toBeVisible();
        expect(await sideways(page)).toBe(0);
        await expectNoViolations(page);
      } finally {
        await context.close();
        await Promise.all(ids.map((id) => deleteDoc(`listings/${id}`)));
      }
    });
  }
}

// Places in the visitor's language (issue 88): a town and a region searched by the names a French,
// German or Spanish speaker uses, and named so in the summary and the Place field's suggestions
// (the gazetteer's names per language, from CLDR and iso3166-2-db). "Copenhagen" is a town the
// sources name in each language; Edinburgh's two demo homes are in Scotland.
interface PlaceWords {
  town: string;
  inTown: RegExp;
  region: string;
  inRegion: RegExp;
  placeField: string;
  edinburgh: string;
}
const PLACES: Record<keyof typeof LANGUAGES, PlaceWords> = {
  fr: {
    town: 'Copenhague',
    inTown: /^\d+ logements? à Copenhague, Hovedstaden, Danemark$/,
    region: 'Écosse',
    inRegion: /^\d+ logements · Écosse, Royaume-Uni$/,
    placeField: 'Lieu',
    edinburgh: 'Edinburgh, Écosse, Royaume-Uni',
  },
  de: {
    town: 'Kopenhagen',
    inTown: /^\d+ Unterk(unft|ünfte) in Kopenhagen, Region Hovedstaden, Dänemark$/,
    region: 'Schottland',
    inRegion: /^\d+ Unterkünfte · Schottland, Vereinigtes Königreich$/,
    placeField: 'Ort',
    edinburgh: 'Edinburgh, Schottland, Vereinigtes Königreich',
  },
  es: {
    town: 'Copenhague',
    inTown: /^\d+ viviendas? en Copenhague, Región Capital, Dinamarca$/,
    region: 'Escocia',
    inRegion: /^\d+ viviendas en Escocia, Reino Unido$/,
    placeField: 'Lugar',
    edinburgh: 'Edinburgh, Escocia, Reino Unido',
  },
};
for (const [locale, place] of Object.entries(PLACES)) {
  test(`${LANGUAGES[locale as keyof typeof LANGUAGES].name}: towns and regions by the names the language gives them`, async ({
    browser,
  }) => {
    const owner = (await createTestUser(`lang-places-${locale}`)).uid;
    const id = `lang-places-copenhagen-${locale}`;
    await seedListing({
      id,
      userRef: owner,
      name: `Nyhavn Flat ${locale}`,
      location: 'Nyhavn 17, 1051 København',
      geolocation: { lat: 55.6798, lng: 12.5907 },
    });
    const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      // The town, once the server has placed the home in it (its trigger), with its home among its
      // homes (the other languages' tests may have placed theirs there too).
      const ours = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `Nyhavn Flat ${locale}` });
      await expect(async () => {
        await page.goto(`/search?q=${encodeURIComponent(place.town)}`);
        await expect(ours).toHaveCount(1, { timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(page.getByText(place.inTown)).toBeVisible();
      await expect(page).toHaveURL(/&in=t-2618425$/);

      // The region, by its name in the language, and suggested so.
      await page.goto(`/search?q=${encodeURIComponent(place.region)}`);
      await expect(page).toHaveURL(/&in=r-gb-sct$/);
      await expect(page.getByText(place.inRegion)).toBeVisible();
      await tookOver(page);
      const filters = page.getByRole('form', { name: LANGUAGES[locale as keyof typeof LANGUAGES].searchFilters });
      if (!(await filters.isVisible()))
        await page.locator('summary', { hasText: LANGUAGES[locale as keyof typeof LANGUAGES].filters }).click();
      const field = filters.getByLabel(place.placeField, { exact: true });
      await field.fill('Edinb');
      const suggested = () =>
        field.evaluate((box) => [...((box as HTMLInputElement).list?.options ?? [])].map((option) => option.value));
      await expect.poll(suggested).toContain(place.edinburgh);
    } finally {
      await context.close();
      await deleteDoc(`listings/${id}`);
    }
  });
}

// A landlord's insights (mf-listing-editor's first translated page): its figures, table and note.
const INSIGHTS: Record<keyof typeof LANGUAGES, { title: string; views: string; perDay: string }> = {
  fr: { title: 'Statistiques', views: 'Vues', perDay: 'Chiffres par jour' },
  de: { title: 'Statistiken', views: 'Aufrufe', perDay: 'Zahlen pro Tag' },
  es: { title: 'Estadísticas', views: 'Visitas a la página', perDay: 'Cifras por día' },
};
for (const [locale, words] of Object.entries(INSIGHTS)) {
  test(`${LANGUAGES[locale as keyof typeof LANGUAGES].name}: a landlord's insights on a home`, async ({ page }) => {
    const owner = await createTestUser(`lang-insights-${locale}`);
    const id = `e2e-lang-insights-${locale}-${Date.now().toString(36)}`;
    await seedListing({ id, userRef: owner.uid, name: 'Canal loft', timestamp: new Date('2020-01-01') });
    try {
      await signInBeforeVisit(page, owner);
      await page.goto(`/listing-insights?listing=${id}&hl=${locale}`);
      await expect(heading(page, words.title)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('group').first().getByText(words.views, { exact: true })).toBeVisible();
      await page.getByText(words.perDay).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoViolations(page);
    } finally {
      await deleteDoc(`listings/${id}`);
    }
  });
}

/** Text of the page's main content written in plain ASCII letters (3 or more in a row): words left in English. */
const plainWords = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Words that say their own language (each language's name in itself) are not the page's.
      if (node.parentElement?.closest('[lang]') !== document.documentElement) continue;
      const text = node.textContent ?? '';
      if (/[A-Za-z]{3,}/.test(text)) found.push(text.trim());
    }
    for (const field of main.querySelectorAll<HTMLElement>('[placeholder], [aria-label]')) {
      for (const value of [field.getAttribute('placeholder'), field.getAttribute('aria-label')])
        if (value && /[A-Za-z]{3,}/.test(value)) found.push(value);
    }
    return found;
  });

for (const width of [390, 1440]) {
  test(`the pseudo-locale at ${width} px: no English left on the account, messages and viewings pages, none of them wider than the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sign-in?hl=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    for (const path of ['/sign-in?hl=en-XA', '/sign-up?hl=en-XA', '/forgot-password?hl=en-XA']) {
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await plainWords(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);
    }
    // A person's own data (their name, their e-mail) is not the site's words.
    const user = await createTestUser('pseudo');
    await signInBeforeVisit(page, user);
    await page.goto('/profile?hl=en-XA');
    // Every part read: the listings (none), the e-mail settings.
    await expect(page.locator('#no-listings')).toBeVisible();
    await expect(page.getByRole('checkbox').last()).toBeEnabled();
    const left = (await plainWords(page)).filter((text) => !text.includes(user.email) && !text.includes(user.name));
    expect(left).toEqual([]);
    expect(await sideways(page)).toBe(0);

    // The listing editor's form (currencies' codes are codes; the map's credit names its makers).
    await page.goto('/create-listing?hl=en-XA');
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByRole('region')).toBeVisible();
    expect(
      (await plainWords(page)).filter(
        (text) => !/^[A-Z]{3} \(.+\)$/.test(text) && !['Leaflet', 'OpenStreetMap'].includes(text),
      ),
    ).toEqual([]);
    expect(await sideways(page)).toBe(0);

    // The browsing slice's pages of a person's own: saved homes, saved searches, alerts (none yet).
    for (const path of ['/saved', '/saved-searches', '/notifications']) {
      await page.goto(`${path}?hl=en-XA`);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
      expect(await plainWords(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);
    }

    // The messages slice: an enquiry's form (the home's name is data) and the inbox.
    const id = `e2e-lang-pseudo-${width}-${Date.now().toString(36)}`;
    await seedListing({
      id,
      userRef: (await createTestUser('pseudo-owner')).uid,
      name: 'Ƥşḗŭḓǿ',
      location: 'Ƥłȧƈḗ',
      timestamp: new Date('2020-01-01'),
    });
    try {
      await page.goto(`/enquiry?listing=${id}&hl=en-XA`);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      expect(await plainWords(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);
      await page.goto('/inbox?hl=en-XA');
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
      expect(await plainWords(page)).toEqual([]);
      // The browsing slice's listing page (its name and address are data; the map's makers' names are names).
      await page.goto(`/category/rent/${id}?hl=en-XA`);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main').getByRole('heading', { level: 2 }).last()).toBeVisible();
      const names = ['Leaflet', 'OpenStreetMap'];
      expect((await plainWords(page)).filter((text) => !names.includes(text))).toEqual([]);
      expect(await sideways(page)).toBe(0);
      // The search: its filters, summary, list and map (the currencies' codes are codes).
      await page.goto(`/search?q=${encodeURIComponent('Ƥłȧƈḗ')}&hl=en-XA`);
      await expect(page.locator('main').getByRole('heading', { level: 2, name: 'Ƥşḗŭḓǿ' })).toBeVisible();
      // The summary with its count (the page has counted).
      await expect(page.locator('main p[aria-live="polite"]')).toContainText(/^\d/);
      const codes = /^[A-Z]{3} \(.+\)$/;
      expect((await plainWords(page)).filter((text) => !names.includes(text) && !codes.test(text))).toEqual([]);
      expect(await sideways(page)).toBe(0);
      // The viewings slice: a person's viewings (none yet).
      await page.goto('/viewings?hl=en-XA');
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
      expect(await plainWords(page)).toEqual([]);
      expect(await sideways(page)).toBe(0);
    } finally {
      await deleteDoc(`listings/${id}`);
    }
  });
}

test('the profile keeps a person’s language: signing in on another device speaks it', async ({ page, browser }) => {
  const user = await createTestUser('lang-profile');
  await signInBeforeVisit(page, user);
  await page.goto('/profile');
  // The profile's own setting (the frame's switcher, below, is the cookie's alone).
  await page.getByRole('main').getByRole('combobox', { name: 'Language', exact: true }).selectOption('de');
  await expect(heading(page, 'Mein Profil')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Another browser, no cookie: English until the person signs in, then theirs.
  const elsewhere = await browser.newPage();
  try {
    await elsewhere.goto('/sign-in');
    await expect(heading(elsewhere, 'welcome back!')).toBeVisible();
    await elsewhere.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await elsewhere.getByLabel('Password', { exact: true }).fill(user.password);
    await elsewhere.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(elsewhere.locator('html')).toHaveAttribute('data-site-locale', 'de');
    await elsewhere.goto('/profile');
    await expect(heading(elsewhere, 'Mein Profil')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('a French hunter’s calendar file of a viewing is in French, on the home’s clock', async ({ page }) => {
  const hunter = await createTestUser('lang-ics');
  const start = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
  const id = `e2e-ics-fr-${Date.now().toString(36)}`;
  const owner = 'e2e-lang-ics-owner';
  // A confirmed viewing, as the booking leaves it (past the rules: the booking is viewings.spec's).
  await writeDoc(`viewings/${id}`, {
    listingId: `${id}-home`,
    listingName: 'Maison du canal',
    listingType: 'rent',
    address: '3 Quai de Saône, Lyon',
    ownerId: owner,
    ownerName: 'Odile',
    requesterId: hunter.uid,
    requesterName: hunter.name,
    people: [hunter.uid, owner],
    start,
    minutes: 30,
    timeZone: 'Europe/Paris',
    slotId: `${id}-home_${start.getTime()}`,
    note: '',
    status: 'confirmed',
    reason: '',
    changedBy: owner,
    createdAt: new Date(),
    updatedAt: new Date(),
    unseenBy: [],
  });
  try {
    await signInBeforeVisit(page, hunter);
    await page.goto('/viewings?hl=fr');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ajouter au calendrier' }).click();
    const ics = (await readFile(await (await download).path(), 'utf8')).replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Visite\u00a0: Maison du canal');
    expect(ics).toContain('(heure de Paris)\\, à Europe/Paris.');
    expect(ics).toContain(`Le logement\u00a0: http://localhost:4173/category/rent/${id}-home`);
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T\d{6}\r?\n/);
  } finally {
    await deleteDoc(`viewings/${id}`);
  }
});
