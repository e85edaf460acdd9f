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

export type TokenService = {
  issueAccessToken(user: { uid: string; email: string }, now: Date): Promise<{ token: string; expiresAt: Date }>;
  /** Returns the user id, or null for a token that is tampered, expired or not ours. */
  verifyAccessToken(token: string): Promise<{ uid: string } | null>;
};

export function createTokenService(secret: string, ttlSeconds: number, now: () => Date = () => new Date()): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issueAccessToken(user, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.uid)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
        });
        return typeof payload.sub === 'string' ? { uid: payload.sub } : null;
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
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(sql`${serverSecrets.name} = 'jwt-signing-key'`);
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
