import { useEffect, useRef } from 'react';
import { ToastContainer } from 'react-toastify';
import { watchToastRoom } from './toast-room.ts';

/**
 * The one toast container of the site (spec: top-right, 5 s, light, close on click, pause on
 * hover), telling the page the room its toasts take (toast-room.ts).
 */
export function AppToasts() {
  const room = useRef<HTMLDivElement>(null);
  useEffect(() => (room.current ? watchToastRoom(room.current) : undefined), []);
  return (
    <div ref={room}>
      <ToastContainer position="top-right" autoClose={5000} theme="light" closeOnClick pauseOnHover />
    </div>
  );
}
