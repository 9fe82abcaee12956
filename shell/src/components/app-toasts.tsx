import { lazy, Suspense, useEffect, useRef } from 'react';
import { watchToastRoom } from './toast-room.ts';

// Loaded after the first screen, with its stylesheet. A toast asked for before it is there waits in
// react-toastify's queue and shows as soon as the list mounts.
const ToastList = lazy(() => import('design-system/toast-list'));

/**
 * The one toast container of the site, telling the page the room its toasts take (toast-room.ts).
 */
export function AppToasts() {
  const room = useRef<HTMLDivElement>(null);
  useEffect(() => (room.current ? watchToastRoom(room.current) : undefined), []);
  return (
    <div ref={room}>
      <Suspense fallback={null}>
        <ToastList />
      </Suspense>
    </div>
  );
}
