import { Route, Routes } from 'react-router';
import { AuthGate } from '../features/auth-gate/auth-gate.tsx';
import { RemotePage } from '../features/remotes/remote-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { Layout } from './layout.tsx';

/** The route table of the product (spec section 2); pages come from the remotes at run time. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<RemotePage remote="mf_browse" page="ExplorePage" />} />
        <Route path="/offers" element={<RemotePage remote="mf_browse" page="OffersPage" />} />
        <Route path="/category/:categoryName" element={<RemotePage remote="mf_browse" page="CategoryPage" />} />
        <Route
          path="/category/:categoryName/:listingId"
          element={<RemotePage remote="mf_browse" page="ListingPage" />}
        />
        <Route path="/contact/:landlordId" element={<RemotePage remote="mf_browse" page="ContactPage" />} />
        <Route path="/sign-in" element={<RemotePage remote="mf_account" page="SignInPage" />} />
        <Route path="/sign-up" element={<RemotePage remote="mf_account" page="SignUpPage" />} />
        <Route path="/forgot-password" element={<RemotePage remote="mf_account" page="ForgotPasswordPage" />} />
        <Route element={<AuthGate />}>
          <Route path="/profile" element={<RemotePage remote="mf_account" page="ProfilePage" />} />
          <Route path="/create-listing" element={<RemotePage remote="mf_listing_editor" page="CreateListingPage" />} />
          <Route
            path="/edit-listing/:listingId"
            element={<RemotePage remote="mf_listing_editor" page="EditListingPage" />}
          />
          <Route
            path="/edit-Listing/:listingId"
            element={<RemotePage remote="mf_listing_editor" page="EditListingPage" />}
          />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
