import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FreshQueryCache } from 'design-system/fresh-query-cache';
import type { ReactNode } from 'react';
import { InLocale } from '../../../i18n/i18n.ts';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CreateListingPage } from './create-listing-page.tsx';
import { LISTING_ENTRY_POINT, showDeployedEntryPoints } from 'site-contract/testing';

/** The page's providers: a fresh query cache, and the slice's words (English). */
const PageProviders = ({ children }: { children: ReactNode }) => (
  <InLocale>
    <FreshQueryCache>{children}</FreshQueryCache>
  </InLocale>
);

const UPLOAD_OFFLINE_TEXT = 'No connection: the upload goes on by itself when you are back online.';

// Deployed, the listing's page is mf-browse's `listing` entry point (issue 48), and a draft's
// preview its `draftPreview` (issue 52).
let hideEntryPoints: () => void = () => {};
beforeEach(() => {
  hideEntryPoints = showDeployedEntryPoints({
    listing: LISTING_ENTRY_POINT,
    draftPreview: { path: '/listing-preview', param: 'draft' },
  });
});
afterEach(() => hideEntryPoints());

const { publishNewListing, saveDraft } = vi.hoisted(() => ({ publishNewListing: vi.fn(), saveDraft: vi.fn() }));
// The town finder's index (issue 51): Bristol wherever a part of the address is looked up.
vi.mock('../../../api/places/town-index.ts', () => ({
  townsOfKeys: (keys: string[]) =>
    Promise.resolve(
      new Map(
        keys.map((key) => [
          key,
          [{ name: 'Bristol', region: 'England', country: 'GB', lat: 51.45, lng: -2.58, population: 400000 }],
        ]),
      ),
    ),
}));
vi.mock('../../../api/listings/publish-listing.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/listings/publish-listing.ts')>()),
  publishNewListing,
  saveDraft,
}));

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/create-listing']}>
      <Routes>
        <Route path="/create-listing" element={<CreateListingPage />} />
        <Route path="/category/:type/:id" element={<h1>Detail page</h1>} />
        <Route path="/listing-preview" element={<h1>Preview page</h1>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
    { wrapper: PageProviders },
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const png = (name: string) => new File(['x'], name, { type: 'image/png' });

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Bright garden flat');
  await userEvent.type(screen.getByLabelText('Address'), '3 Elm Road');
  await userEvent.clear(screen.getByLabelText('Regular Price'));
  await userEvent.type(screen.getByLabelText('Regular Price'), '1200');
  await userEvent.upload(screen.getByLabelText('Images'), [png('a.png'), png('b.png')]);
}

describe('create a listing', () => {
  beforeEach(() => {
    publishNewListing.mockReset();
    saveDraft.mockReset();
  });

  test('Save draft checks the form as publishing does, keeps it private and says so (issue 52)', async () => {
    saveDraft.mockResolvedValue('u1_0');
    renderPage();
    await userEvent.type(screen.getByLabelText('Name'), 'Bright garden flat');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(saveDraft).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Address'), '3 Elm Road');
    await userEvent.clear(screen.getByLabelText('Regular Price'));
    await userEvent.type(screen.getByLabelText('Regular Price'), '1200');
    await userEvent.upload(screen.getByLabelText('Images'), [png('a.png')]);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Only you can see it until you publish it.')).toBeInTheDocument();
    expect(saveDraft).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ name: 'Bright garden flat', location: '3 Elm Road', regularPrice: 1200 }),
      expect.objectContaining({ previous: [], photos: [expect.any(File)] }),
    );
    expect(publishNewListing).not.toHaveBeenCalled();
  });

  test('the town chosen sets the currency, until the owner picks one (issue 86)', async () => {
    renderPage();
    const currency = screen.getByLabelText('Currency');
    expect(currency).toHaveValue('USD');
    await userEvent.type(screen.getByLabelText('Address'), '1 Quay Street, Bristol');
    await userEvent.click(await screen.findByRole('button', { name: /^Bristol, / }, { timeout: 3000 }));
    expect(currency).toHaveValue('GBP');
    expect(currency).toHaveAccessibleDescription(/^The currency of Bristol, /);
    expect(screen.getByLabelText('Latitude')).toHaveValue(51.45);

    // Picked by hand, the currency stays whatever town is chosen after.
    await userEvent.selectOptions(currency, 'EUR');
    await userEvent.click(screen.getByRole('button', { name: /^Bristol, / }));
    expect(currency).toHaveValue('EUR');
    expect(currency).not.toHaveAccessibleDescription(/currency of/);
  });

  test('Save and preview opens the preview with no "Draft saved" toast over its banner (issue 86)', async () => {
    saveDraft.mockResolvedValue('u1_0');
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save and preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview page' })).toBeInTheDocument();
    expect(saveDraft).toHaveBeenCalled();
    expect(screen.queryByText('Draft saved. Only you can see it until you publish it.')).not.toBeInTheDocument();
  });

  test('the draft limit says what to do and keeps everything typed', async () => {
    const { DraftLimitError } = await import('listing-domain');
    saveDraft.mockRejectedValue(new DraftLimitError());
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/You can keep at most 10 drafts/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bright garden flat');
  });

  test('starts with the spec defaults', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Create a Listing' })).toBeInTheDocument();
    expect(within(group('Sell / Rent')).getByRole('button', { name: 'Rent' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(1);
    expect(screen.getByLabelText('Bathrooms')).toHaveValue(1);
    for (const name of ['Parking spot', 'Furnished', 'Offer']) {
      expect(within(group(name)).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.getByLabelText('Regular Price')).toHaveValue(0);
    expect(screen.queryByLabelText('Discounted Price')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Images')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
  });

  test('the discounted price shows only with an offer and must be below the regular price', async () => {
    renderPage();
    await fillValidForm();
    await userEvent.click(within(group('Offer')).getByRole('button', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText('Discounted Price'), '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Discounted price needs to be less than regular price')).toBeInTheDocument();
    expect(publishNewListing).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Bright garden flat');
  });

  test("more than 6 images toasts 'Max 6 images'", async () => {
    renderPage();
    await fillValidForm();
    await userEvent.upload(
      screen.getByLabelText('Images'),
      Array.from({ length: 7 }, (_, i) => png(`${i}.png`)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Max 6 images')).toBeInTheDocument();
    // The input announces its hint and then what is wrong.
    expect(screen.getByLabelText('Images')).toHaveAccessibleDescription(
      'The first image will be the cover (max 6). Choose 6 or fewer.',
    );
    expect(screen.getByLabelText('Images')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a problem under a field goes as soon as the field is corrected, before the next submit', async () => {
    renderPage();
    await fillValidForm();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Use 10–32 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Name'), ' and sunny');
    expect(screen.queryByText('Use 10–32 characters.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus(); // typing keeps the focus where it is
    expect(publishNewListing).not.toHaveBeenCalled();
  });

  test('offline during an upload, the progress says the upload goes on when the connection is back', async () => {
    publishNewListing.mockReturnValue(new Promise(() => {})); // the upload never ends here
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText(/Uploading photos: \d+%/)).toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(UPLOAD_OFFLINE_TEXT)).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(UPLOAD_OFFLINE_TEXT)).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  test('a valid listing is published without a discount and opens its page', async () => {
    publishNewListing.mockResolvedValue('new-id');
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByRole('heading', { name: 'Detail page' })).toBeInTheDocument();
    const [input, files] = publishNewListing.mock.calls[0] as [Record<string, unknown>, File[]];
    expect(input).toMatchObject({ type: 'rent', name: 'Bright garden flat', regularPrice: 1200, offer: false });
    expect(input).not.toHaveProperty('discountedPrice');
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(await screen.findByText('Listing saved')).toBeInTheDocument();
  });

  test("the spec's fields alone publish no detail; the details given are published, and only those", async () => {
    publishNewListing.mockResolvedValue('new-id');
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await screen.findByRole('heading', { name: 'Detail page' });
    const [plain] = publishNewListing.mock.calls[0] as [Record<string, unknown>];
    expect(Object.keys(plain).sort()).toEqual(
      [
        'bathrooms',
        'bedrooms',
        'furnished',
        'geolocation',
        'location',
        'name',
        'offer',
        'parking',
        'regularPrice',
        'type',
      ].sort(),
    );
  });

  test('details: typed with the form, published as the rules want them', async () => {
    publishNewListing.mockResolvedValue('new-id');
    renderPage();
    await fillValidForm();
    await userEvent.type(
      screen.getByLabelText('Description (optional)'),
      '  Light all day.{Enter}{Enter}Near the park.  ',
    );
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    expect(screen.getByText('£ / Month')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind of home'), 'house');
    await userEvent.type(screen.getByLabelText('Floor area'), '900');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'sqft');
    await userEvent.click(screen.getByLabelText('Available now'));
    expect(screen.getByLabelText('Available from')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Deposit'), '0');
    await userEvent.selectOptions(screen.getByLabelText('Bills included'), 'yes');
    await userEvent.selectOptions(screen.getByLabelText('Pets allowed'), 'no');
    await userEvent.type(screen.getByLabelText('Floor'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await screen.findByRole('heading', { name: 'Detail page' });
    const [input] = publishNewListing.mock.calls[0] as [Record<string, unknown>];
    expect(input).toMatchObject({
      description: 'Light all day.\n\nNear the park.',
      currency: 'GBP',
      propertyKind: 'house',
      floorArea: 900,
      floorAreaUnit: 'sqft',
      availableFrom: 'now',
      deposit: 0,
      billsIncluded: true,
      petsAllowed: false,
      floor: 0,
    });
    for (const unsaid of ['energyRating', 'yearBuilt']) expect(input).not.toHaveProperty(unsaid);
  });

  test('a floor plan goes with the photos, after them; one that is not an image is refused', async () => {
    publishNewListing.mockResolvedValue('new-id');
    renderPage();
    await fillValidForm();
    await userEvent.upload(screen.getByLabelText('Floor plan (optional)'), png('plan.png'));
    expect(screen.getByRole('img', { name: 'New floor plan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await screen.findByRole('heading', { name: 'Detail page' });
    const [, files, , plan] = publishNewListing.mock.calls[0] as [unknown, File[], unknown, File | null];
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(plan?.name).toBe('plan.png');
  });

  test('a floor plan that is not a .jpg or .png file is refused with its message', async () => {
    renderPage();
    await fillValidForm();
    await userEvent.upload(
      screen.getByLabelText('Floor plan (optional)'),
      new File(['x'], 'plan.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('The floor plan must be a .jpg, .jpeg or .png file')).toBeInTheDocument();
    expect(publishNewListing).not.toHaveBeenCalled();
  });

  test('a name over 32 characters is kept and counted, and refused on submit', async () => {
    renderPage();
    await fillValidForm();
    await userEvent.type(screen.getByLabelText('Name'), ' with a long tail');
    expect(screen.getByLabelText('Name')).toHaveValue('Bright garden flat with a long tail');
    expect(screen.getByText('35 / 32 characters: 3 too many')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Name must be 10 to 32 characters')).toBeInTheDocument();
    expect(publishNewListing).not.toHaveBeenCalled();
  });

  test('a failed upload keeps everything the user typed', async () => {
    const { ImageUploadError } = await import('../../../api/listings/publish-listing.ts');
    publishNewListing.mockRejectedValue(new ImageUploadError(new Error('too big')));
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('Images not uploaded cause size of Image is too large')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bright garden flat');
    expect(screen.getByLabelText('Address')).toHaveValue('3 Elm Road');
  });

  test('the publishing limit says how long to wait and keeps everything the user typed', async () => {
    const { PublishLimitError } = await import('listing-domain');
    publishNewListing.mockRejectedValue(new PublishLimitError(42));
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(
      await screen.findByText(
        'You can publish at most 10 listings a minute. Try again in 42 seconds; your listing is still here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bright garden flat');
    expect(screen.getByLabelText('Address')).toHaveValue('3 Elm Road');
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
  });

  test('a save that fails for want of a connection says so and what to press, and keeps everything typed', async () => {
    publishNewListing.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    renderPage();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(
      await screen.findByText(
        'Could not save listing: you are offline. Nothing is lost: press Create Listing again once you are back online.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bright garden flat');
  });
});

// Moved from the E2E suite (issue 84): the browser's position is the only thing a browser adds,
// and it is given here as the browser would give it.
describe('use my current location on the create form', () => {
  afterEach(() => vi.unstubAllGlobals());
  const locateWith = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });

  test('with the permission granted it fills the form’s latitude and longitude', async () => {
    locateWith((success) => success({ coords: { latitude: 45.764043, longitude: 4.835659 } } as GeolocationPosition));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(45.764043);
    expect(screen.getByLabelText('Longitude')).toHaveValue(4.835659);
    expect(screen.getByText(/set to your current location/)).toBeInTheDocument();
  });

  test('with the permission refused it says so and leaves the fields as typed', async () => {
    renderPage();
    await userEvent.clear(screen.getByLabelText('Latitude'));
    await userEvent.type(screen.getByLabelText('Latitude'), '51.38');
    await userEvent.clear(screen.getByLabelText('Longitude'));
    await userEvent.type(screen.getByLabelText('Longitude'), '-2.36');
    // Stubbed once typed: the stub keeps only the navigator's own fields, which typing reads past.
    locateWith((_success, failure) => failure?.({ code: 1 } as GeolocationPositionError));
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/Location permission was refused/)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue(51.38);
    expect(screen.getByLabelText('Longitude')).toHaveValue(-2.36);
  });
});
