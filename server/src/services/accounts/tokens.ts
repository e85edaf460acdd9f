/**
 * Short-lived signed bearer tokens (HS256 JWT, about an hour) and opaque refresh tokens.
 * The signing secret comes from AUTH_SECRET or is made once and kept in the database, so every
 * server copy on one database accepts every other copy's tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const ISSUER = 'hireready';
const AUDIENCE = 'hireready-api';

/** Who a token was issued to, and the account's session version at that moment (decision 022). */
export type TokenSubject = { uid: string; sessionVersion: number };

export type TokenService = {
  issueAccessToken(user: { uid: string; email: string; sessionVersion: number }, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** Returns the token's subject, or null for a token that is tampered, expired or not ours. */
  verifyAccessToken(token: string): Promise<TokenSubject | null>;
};

/**
 * Verified tokens are remembered (their user and expiry) so that a signed-in user's requests do
 * not each redo the HMAC check through WebCrypto, a visible share of a request's work (decision 011).
 * A remembered token still expires on time, because its expiry is checked on every use. The cap
 * bounds the memory the map can take.
 */
const VERIFIED_TOKENS_LIMIT = 10_000;

export function createTokenService(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): TokenService {
  // Imported once: handing jose the raw bytes makes it import the key again on every call.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, TokenSubject & { expiresAtSeconds: number }>();
  return {
    async issueAccessToken(user, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ email: user.email, sv: user.sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.uid)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(await key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verifyAccessToken(token) {
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtSeconds > nowSeconds) return { uid: known.uid, sessionVersion: known.sessionVersion };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        // Tokens issued before session versions existed carry none: they belong to version 0.
        const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
        if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) return null;
        if (verified.size >= VERIFIED_TOKENS_LIMIT) verified.clear();
        verified.set(token, { uid: payload.sub, sessionVersion, expiresAtSeconds: payload.exp });
        return { uid: payload.sub, sessionVersion };
      } catch {
        return null;
      }
    },
  };
}

/** The configured secret, or the one this database already holds, or a new one stored for all copies. */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt-signing-key', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(sql`${serverSecrets.name} = 'jwt-signing-key'`);
  const value = rows[0]?.value;
  if (!value) throw new Error('Could not load the token signing key');
  return value;
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
