import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface LoopbackTls {
  key: string;
  cert: string;
  /**
   * For NODE_EXTRA_CA_CERTS: the certificate after those of `inheritedCaFile` (the environment's own
   * NODE_EXTRA_CA_CERTS: a machine whose registry traffic goes through a proxy with its own CA keeps
   * trusting it, as the release test's install needs).
   */
  certFile: string;
}

/** Starts our certificate in a bundle; what follows it is never inherited again. */
const LOOPBACK_MARKER = '# autolicit loopback test certificate';

/**
 * The environment's own extra authorities, without the loopback certificate of an earlier call (a
 * second test project's setup inherits the first one's bundle): two trusted certificates with the
 * same subject (127.0.0.1) make OpenSSL check the server's certificate against the wrong one.
 */
function readInheritedCas(file: string | undefined): string {
  if (!file || !existsSync(file)) return '';
  const content = readFileSync(file, 'utf8');
  const own = content.indexOf(LOOPBACK_MARKER);
  const inherited = (own === -1 ? content : content.slice(0, own)).trimEnd();
  return inherited ? `${inherited}\n` : '';
}

/**
 * A self-signed certificate for https://127.0.0.1, as test servers standing in for services outside
 * the system (a push service) need: those speak only HTTPS. Processes trust it through
 * NODE_EXTRA_CA_CERTS, which Node reads when it starts.
 */
export async function createLoopbackTls(
  dir: string,
  options: { inheritedCaFile?: string | undefined } = {},
): Promise<LoopbackTls> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 3600_000),
    notAfterDate: new Date(now + 7 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  mkdirSync(dir, { recursive: true });
  const certFile = path.join(dir, 'loopback-cert.pem');
  writeFileSync(certFile, `${readInheritedCas(options.inheritedCaFile)}${LOOPBACK_MARKER}\n${pems.cert}`);
  return { key: pems.private, cert: pems.cert, certFile };
}
