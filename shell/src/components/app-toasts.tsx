import { ToastContainer } from 'react-toastify';

/** The one toast container of the site (spec: top-right, 5 s, light, close on click, pause on hover). */
export function AppToasts() {
  return <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />;
}
