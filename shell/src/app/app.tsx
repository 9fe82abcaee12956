import { BrowserRouter } from 'react-router';
import { AppToasts } from '../components/app-toasts.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <AppToasts />
    </BrowserRouter>
  );
}
