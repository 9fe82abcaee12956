import { ToastContainer } from 'react-toastify/unstyled';
// The toasts' look, as a stylesheet of their own (decision record 055): react-toastify's default
// entry would parse it from a string as it starts, and a first screen's stylesheet is no place for
// 14 KB that no first screen shows.
import 'react-toastify/ReactToastify.css';

/** The site's toast list (spec: top-right, 5 s, light, close on click, pause on hover). */
export default function ToastList() {
  return <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />;
}
