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
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl) {
    let u: URL;
    try {
      u = new URL(smtpUrl);
    } catch {
      throw new Error('SMTP_URL must be an smtp:// or smtps:// URL (e.g. smtps://user:password@smtp.example.com:465)');
    }
    // The URL holds the relay's password: the messages name the scheme only.
    if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${u.protocol}//…)`);
    cfg.smtpUrl = smtpUrl;
  }
  const mailFrom = env.MAIL_FROM?.trim();
  if (mailFrom) {
    if (!/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/.test(mailFrom)) {
      throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name: 'Portfolio Tracker <no-reply@example.com>' (got ${mailFrom})`);
    }
    cfg.mailFrom = mailFrom;
  }
  const modelBase = env.ASSISTANT_MODEL_BASE_URL?.trim();
  if (modelBase) {
    let u: URL;
    try {
      u = new URL(modelBase);
    } catch {
      throw new Error(`ASSISTANT_MODEL_BASE_URL must be an http(s) URL such as https://api.openai.com/v1 (got ${modelBase})`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`ASSISTANT_MODEL_BASE_URL must be an http(s) URL (got ${modelBase})`);
    const model = env.ASSISTANT_MODEL?.trim();
    if (!model) throw new Error('ASSISTANT_MODEL is required with ASSISTANT_MODEL_BASE_URL (the model name the server knows, e.g. gpt-4o-mini)');
    const apiKey = env.ASSISTANT_MODEL_API_KEY?.trim();
    cfg.assistantModel = { baseUrl: modelBase.replace(/\/+$/, ''), model, timeoutMs: int('ASSISTANT_MODEL_TIMEOUT_MS', 30_000), ...(apiKey ? { apiKey } : {}) };
  }
  if (nodeEnv === 'production') {
    // Production sends real mail or does not start: without it no one can verify an account or reset a password.
    if (!cfg.smtpUrl) throw new Error('SMTP_URL is required when NODE_ENV=production: without it no e-mail leaves the server (sign-up verification, password resets). See docs/deploy.md.');
    if (!cfg.mailFrom) throw new Error("MAIL_FROM is required when NODE_ENV=production (the sender of every e-mail, e.g. 'Portfolio Tracker <no-reply@example.com>')");
  }
  Object.assign(cfg, marketDataFromEnv(env, nodeEnv, int));
  return cfg;
}

/** Provider ids MARKET_DATA_PROVIDERS may name (product §13.2). */
export const MARKET_DATA_PROVIDER_IDS = ['sample', 'yahoo', 'twelvedata', 'coingecko', 'ecb'] as const;
/** The variable naming each provider's test-only base URL. */
export const MARKET_DATA_BASE_VARS: Readonly<Record<string, string>> = {
  yahoo: 'YAHOO_FINANCE_API_BASE', twelvedata: 'TWELVE_DATA_API_BASE', coingecko: 'COINGECKO_API_BASE', ecb: 'FRANKFURTER_API_BASE', 'yahoo-cookie': 'YAHOO_FINANCE_COOKIE_URL',
};

function marketDataFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string, int: (name: string, fallback: number, min?: number) => number): Partial<Config> {
  const out: Partial<Config> = {};
  const list = env.MARKET_DATA_PROVIDERS?.trim();
  if (list) {
    const ids = [...new Set(list.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
    const unknown = ids.filter((i) => !(MARKET_DATA_PROVIDER_IDS as readonly string[]).includes(i));
    if (unknown.length) throw new Error(`MARKET_DATA_PROVIDERS names unknown providers (${unknown.join(', ')}); known: ${MARKET_DATA_PROVIDER_IDS.join(', ')}`);
    out.marketDataProviders = ids;
  }
  const twelve = env.TWELVE_DATA_API_KEY?.trim();
  if (twelve) out.twelveDataApiKey = twelve;
  if (out.marketDataProviders?.includes('twelvedata') && !twelve) throw new Error('MARKET_DATA_PROVIDERS names twelvedata: set TWELVE_DATA_API_KEY (a free key from twelvedata.com)');
  const gecko = env.COINGECKO_API_KEY?.trim();
  if (gecko) out.coinGeckoApiKey = gecko;
  const bases: Record<string, string> = {};
  for (const [id, name] of Object.entries(MARKET_DATA_BASE_VARS)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (nodeEnv === 'production') throw new Error(`${name} is for tests and development only; unset it when NODE_ENV=production`);
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw new Error(`${name} must be an http(s) URL (got ${raw})`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL (got ${raw})`);
    bases[id] = raw.replace(/\/+$/, '');
  }
  if (Object.keys(bases).length) out.marketDataBases = bases;
  const ttl = int('QUOTE_TTL_SECONDS', 60);
  if (ttl !== 60) out.quoteTtlSeconds = ttl;
  return out;
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
