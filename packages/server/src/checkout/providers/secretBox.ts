import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (a provider's secret key, its webhook signing secret): AES-256-GCM under the server's key
 * (PAYMENT_KEYS_SECRET), a fresh 12-byte nonce each time, bound to what the secret is for (`purpose`, e.g.
 * `tenant:3:secret_key`) so a stored value copied to another tenant's or field's column does not open there.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** The secret, or null when the stored value was not sealed by this key for this purpose. */
  open(sealed: string, purpose: string): string | null;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secret box needs a 32-byte key');
  return {
    seal(plain, purpose) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, purpose) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(purpose));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The last 4 characters of a secret: all the API ever shows of it. */
export const last4 = (secret: string) => secret.slice(-4);
