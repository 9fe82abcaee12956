// Where each app is served locally (dev and production-like servers use the same ports).
import ports from './app-ports.json' with { type: 'json' };

export const APP_PORTS = ports;
