// Standalone entry: this remote on its own, with its own router and toasts (for its developers).
import { renderStandalone } from 'design-system/standalone-app';
import { routes } from './app/contract.ts';
import { pages } from './app/pages.ts';

renderStandalone({ routes, pages, home: pages.ViewingsPage });
