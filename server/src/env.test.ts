import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, proxyHops } from './env';

describe('parseEnv', () => {
  it('runs with nothing set: port 3001, ./data, the built-in engine and local billing', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3001, DATA_DIR: './data', ACCESS_TOKEN_TTL_SECONDS: 3600, COOKIE_SECURE: 'auto' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', LLM_BASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with a readable list of every wrong value', () => {
    let caught: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        AUTH_SECRET: 'short',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        STRIPE_SECRET_KEY: 'sk_test_x',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const message = (caught as EnvError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
    expect(message).toContain('AUTH_SECRET must be at least 32 characters');
    expect(message).toContain('LLM_MODEL is required when LLM_BASE_URL is set');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    expect(message).toContain('STRIPE_PRICE_PLUS is required when STRIPE_SECRET_KEY is set');
    expect(message).toContain('MAIL_FROM is required when SMTP_URL is set');
    expect(message).toContain('PUBLIC_URL is required when SMTP_URL is set');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com', PUBLIC_URL: 'https://example.com' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
  });
  it('reads how many proxies append to X-Forwarded-For: none by default, one with TRUST_PROXY, or as told', () => {
    expect(proxyHops(parseEnv({}))).toBe(0);
    expect(proxyHops(parseEnv({ TRUST_PROXY: 'true' }))).toBe(1);
    expect(proxyHops(parseEnv({ TRUST_PROXY_HOPS: '2' }))).toBe(2);
    expect(proxyHops(parseEnv({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' }))).toBe(0);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: 'two' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ TRUST_PROXY: 'false', TRUST_PROXY_HOPS: '1' })).toThrow(/TRUST_PROXY_HOPS needs TRUST_PROXY/);
  });
});
