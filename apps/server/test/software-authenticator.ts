import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for the API tests: what a phone's passkey does, by the
// WebAuthn spec: an ES256 key per credential, "none" attestation, and assertions
// signed over the authenticator data and the client data's hash. The server's
// verification (SimpleWebAuthn) checks them as it checks a real device's.

interface Credential {
  id: Uint8Array;
  key: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts.map((part) => Buffer.from(part))));
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return new Uint8Array(bytes);
};
const b64url = (data: Uint8Array | string) =>
  Buffer.from(typeof data === 'string' ? Buffer.from(data) : data).toString('base64url');

/** User present, user verified; with attested credential data on creation. */
const FLAGS = { get: 0x05, create: 0x45 } as const;

export class SoftwareAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin` is where the browser says the page came from; a phishing page would say another. */
  constructor(private readonly origin: string) {}

  create(options: Record<string, unknown>) {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = new Uint8Array(randomBytes(16));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = concat(
      sha256(rp.id),
      new Uint8Array([FLAGS.create]),
      uint32(0),
      new Uint8Array(16),
      new Uint8Array(idLength),
      id,
      cose,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    this.credentials.push({ id, key: privateKey, rpId: rp.id, userHandle: user.id, counter: 0 });
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Answers a sign-in with the newest credential for the site (or one it allows). */
  get(options: Record<string, unknown>, { tamper = false } = {}) {
    const allowed = ((options.allowCredentials as { id: string }[] | undefined) ?? []).map(
      (credential) => credential.id,
    );
    const credential = [...this.credentials]
      .reverse()
      .find(
        (candidate) =>
          candidate.rpId === options.rpId && (allowed.length === 0 || allowed.includes(b64url(candidate.id))),
      );
    if (!credential) throw new Error('no credential for this site');
    credential.counter += 1;
    const authenticatorData = concat(sha256(credential.rpId), new Uint8Array([FLAGS.get]), uint32(credential.counter));
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const signature = new Uint8Array(sign('sha256', concat(authenticatorData, sha256(clientDataJSON)), credential.key));
    if (tamper) signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0xff;
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}
