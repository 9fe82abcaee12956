import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from 'listing-domain';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ContactBar } from './contact-bar.tsx';

const listing = { id: 'l1', name: 'Stone cottage', userRef: 'owner', type: 'rent', offer: false, regularPrice: 1200 };
const contactUrl = '/contact/owner?listingName=Stone%20cottage';

test('a phone’s bar shows the price and one Contact, which offers the enquiry first, then the e-mail', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ContactBar listing={listing as Listing} enquiryUrl="/enquire/l1" contactUrl={contactUrl} />);
  const bar = screen.getByRole('region', { name: 'Contact about this home' });
  expect(bar).toHaveTextContent('$1,200 / Month');
  const contact = screen.getByRole('button', { name: 'Contact' });
  expect(contact).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: /Send an enquiry/ })).not.toBeInTheDocument();

  await user.click(contact);
  expect(contact).toHaveAttribute('aria-expanded', 'true');
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/enquire/l1', contactUrl]);
  expect(links[0]).toHaveAccessibleName(/^Send an enquiry/);
  expect(links[1]).toHaveAccessibleName(/^E-mail the landlord/);

  await user.keyboard('{Escape}');
  expect(contact).toHaveAttribute('aria-expanded', 'false');
  expect(contact).toHaveFocus();
});

test('a home that takes no enquiries offers the e-mail only', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ContactBar listing={listing as Listing} enquiryUrl={null} contactUrl={contactUrl} />);
  await user.click(screen.getByRole('button', { name: 'Contact' }));
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([contactUrl]);
});
