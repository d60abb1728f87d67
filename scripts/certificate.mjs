// A throwaway self-signed certificate for the servers of a local run (nginx in
// scripts/serve.mjs, the chat relay's stand-in in the browser tests).
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';

/** Writes a certificate for `host` and its key into `dir` with `openssl`, valid for two days. */
export function selfSignedCertificate(dir, host) {
  const certificate = join(dir, 'certificate.pem');
  const key = join(dir, 'key.pem');
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-nodes', '-days', '2', '-newkey', 'rsa:2048', '-subj', `/CN=${host}`].concat([
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(
      `openssl could not make a certificate for ${host}: ${result.stderr ?? result.error}`,
    );
  }
  return {certificate, key};
}
