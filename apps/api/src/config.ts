import { devDefaults, type Config } from './context';

/** Configuration from the environment with the documented development defaults. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const d = devDefaults();
  const jwtSecret = env.JWT_SECRET?.trim();
  if (nodeEnv === 'production' && !jwtSecret) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const int = (name: string, fallback: number, min = 1): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be ${min === 0 ? 'a whole number, 0 or more' : 'a positive integer'} (got ${raw})`);
    return n;
  };
  const cfg: Config = {
    appUrl: (env.APP_URL?.trim() || d.appUrl).replace(/\/+$/, ''),
    jwtSecret: jwtSecret || d.jwtSecret,
    accessTokenTtl: int('ACCESS_TOKEN_TTL', d.accessTokenTtl),
    authRateLimit: int('AUTH_RATE_LIMIT', d.authRateLimit),
    trustProxy: int('TRUST_PROXY', d.trustProxy, 0),
    adminEmail: env.ADMIN_EMAIL?.trim() || d.adminEmail,
    adminPassword: env.ADMIN_PASSWORD || d.adminPassword,
    nodeEnv,
  };
  const stripe = env.STRIPE_SECRET_KEY?.trim();
  if (stripe) cfg.stripeSecretKey = stripe;
  const whsec = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (whsec) cfg.stripeWebhookSecret = whsec;
  const apiBase = env.STRIPE_API_BASE?.trim();
  if (apiBase) {
    if (nodeEnv === 'production') throw new Error('STRIPE_API_BASE is for tests and development only; unset it when NODE_ENV=production');
    let u: URL;
    try {
      u = new URL(apiBase);
    } catch {
      throw new Error(`STRIPE_API_BASE must be an http(s) URL (got ${apiBase})`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`STRIPE_API_BASE must be an http(s) URL (got ${apiBase})`);
    cfg.stripeApiBase = u.origin;
  }
  return cfg;
}
