// A throw-away TLS certificate for https://localhost, so the benchmark can serve HTTP/2 (browsers
// speak HTTP/2 only over TLS). Made fresh on every run and never written to disk; Chromium is
// started with --ignore-certificate-errors. `selfsigned` wraps Node's own WebCrypto for this.
import { generate } from 'selfsigned';

/** @returns {Promise<{ key: string, cert: string }>} */
export async function localCertificate() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}
