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
    seller: {
      name: env.INVOICE_SELLER_NAME?.trim() || d.seller.name,
      address: env.INVOICE_SELLER_ADDRESS?.trim() ? env.INVOICE_SELLER_ADDRESS.split('|').map((l) => l.trim()).filter(Boolean) : d.seller.address,
      email: env.INVOICE_SELLER_EMAIL?.trim() || d.seller.email,
      taxId: env.INVOICE_SELLER_TAX_ID?.trim() || d.seller.taxId,
    },
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

/** Whether only this machine can connect to `host` (a loopback name or address). */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(h);
}

/**
 * The development defaults are public: the JWT secret is in this repository (anyone could sign
 * an admin token), the dev mailbox (on whenever NODE_ENV is not production) shows every sign-up
 * and reset link, and so is the seeded admin's password. On loopback only this machine can use
 * them; on any other HOST the API refuses to start with one of them unless
 * ALLOW_INSECURE_DEV_ON_NETWORK=1 says that is intended, and the message says what to set.
 */
export function assertSafeToListen(host: string, config: Config, env: NodeJS.ProcessEnv = process.env): void {
  if (isLoopbackHost(host) || env.ALLOW_INSECURE_DEV_ON_NETWORK === '1') return;
  const d = devDefaults();
  const fixes: string[] = [];
  if (config.jwtSecret === d.jwtSecret) fixes.push('JWT_SECRET (the development secret signs tokens anyone can forge)');
  if (config.nodeEnv !== 'production') fixes.push('NODE_ENV=production (the dev mailbox at /dev/mailbox shows every sign-up and password-reset link)');
  if (config.adminPassword === d.adminPassword) fixes.push('ADMIN_PASSWORD (the seeded admin has the documented development password)');
  if (!fixes.length) return;
  throw new Error(
    `Refusing to listen on HOST=${host}, which other machines can reach, with development defaults. Set ${fixes.join('; ')}. ` +
      'Or listen on loopback (HOST=127.0.0.1), or set ALLOW_INSECURE_DEV_ON_NETWORK=1 to run this development setup on the network anyway.',
  );
}
