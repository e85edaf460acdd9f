import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const user = { uid: 'user-1', email: 'ada@example.com', sessionVersion: 3 };

describe('access tokens', () => {
  it('accepts its own token again and again, and refuses it from the second its hour is over', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const tokens = createTokenService('s'.repeat(48), 3600, () => now);
    const { token } = await tokens.issueAccessToken(user, now);
    expect(await tokens.verifyAccessToken(token)).toEqual({ uid: 'user-1', sessionVersion: 3 });
    now = new Date('2026-11-21T10:59:59Z');
    expect(await tokens.verifyAccessToken(token)).toEqual({ uid: 'user-1', sessionVersion: 3 });
    now = new Date('2026-11-21T11:00:00Z');
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    // Still refused after being forgotten: the signature check sees the expiry too.
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a token with one character changed even after the original was accepted', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const tokens = createTokenService('s'.repeat(48), 3600, () => now);
    const { token } = await tokens.issueAccessToken(user, now);
    expect(await tokens.verifyAccessToken(token)).toEqual({ uid: 'user-1', sessionVersion: 3 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.endsWith('A') ? `${signature.slice(0, -1)}B` : `${signature.slice(0, -1)}A`;
    expect(await tokens.verifyAccessToken(`${header}.${payload}.${flipped}`)).toBeNull();
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(await tokens.verifyAccessToken(`${header}.${otherPayload}.${signature}`)).toBeNull();
  });

  it("refuses another server's tokens", async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const ours = createTokenService('s'.repeat(48), 3600, () => now);
    const theirs = createTokenService('t'.repeat(48), 3600, () => now);
    const { token } = await theirs.issueAccessToken(user, now);
    expect(await ours.verifyAccessToken(token)).toBeNull();
  });

  it('reads a token without a session version (issued before versions existed) as version 0', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const secret = 's'.repeat(48);
    const tokens = createTokenService(secret, 3600, () => now);
    const iat = Math.floor(now.getTime() / 1000);
    const old = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-1')
      .setIssuer('hireready')
      .setAudience('hireready-api')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verifyAccessToken(old)).toEqual({ uid: 'user-1', sessionVersion: 0 });
  });
});
