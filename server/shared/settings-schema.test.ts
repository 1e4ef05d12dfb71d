import { editDistance, lookalikes, parseByteSize, parseSettings, readSettings, settingsProblems, SETTINGS } from './settings-schema.mjs';

/** The hand-written parser MAX_UPLOAD_SIZE had before the schema used `bytes`. */
function previousParseByteSize(value: string | undefined) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value || '10mb');
  if (!match) return 10 * 2 ** 20;
  const unit = { b: 1, kb: 2 ** 10, mb: 2 ** 20, gb: 2 ** 30 }[(match[2] || 'b').toLowerCase() as 'b'] ?? 1;
  return Math.floor(Number(match[1]) * unit);
}

const messages = (env: Record<string, string>) => settingsProblems(env).map((problem) => problem.message);

describe('parseSettings', () => {
  it('gives each setting its default when unset or blank', () => {
    const values = readSettings({ PAGE_STORE_MB: '', STRAPI_URL: '   ' });
    expect(values.PAGE_STORE_MB).toBe(64);
    expect(values.STRAPI_URL).toBe('http://localhost:1337');
    expect(values.WEB_URL).toBe('http://localhost:3000');
    expect(values.LOG_LEVEL).toBe('info');
  });

  it('reads what each type accepts, as the app used it', () => {
    const values = readSettings({
      STRAPI_URL: 'http://cms.internal:1337//',
      WEB_URL: 'https://example.com/site/',
      STRAPI_ADMIN_URL: 'https://cms.example.com/admin/',
      PAGE_STORE_MB: '1.5',
      STRAPI_COLLECTIONS: ' articles, ,api::event.event ',
      LOG_LEVEL: ' DEBUG ',
      OBSERVE_REQUESTS: 'false',
      MAX_UPLOAD_SIZE: '12mb',
      TRUSTED_PROXY_HOPS: '0',
    });
    expect(values).toMatchObject({
      STRAPI_URL: 'http://cms.internal:1337',
      WEB_URL: 'https://example.com/site',
      STRAPI_ADMIN_URL: 'https://cms.example.com',
      STRAPI_COLLECTIONS: ['articles', 'api::event.event'],
      LOG_LEVEL: 'debug',
      OBSERVE_REQUESTS: false,
      MAX_UPLOAD_SIZE: 12 * 2 ** 20,
      TRUSTED_PROXY_HOPS: 0,
      PAGE_STORE_MB: 1.5,
    });
    expect(parseSettings({ PAGE_STORE_MB: '0.5' }).problems).toEqual([
      expect.objectContaining({ name: 'PAGE_STORE_MB', message: expect.stringContaining('1 or more') }),
    ]);
  });

  it('refuses a value that cannot be meant, naming the variable and what it accepts', () => {
    expect(messages({ PAGE_STORE_MB: 'abc' })).toEqual([
      'PAGE_STORE_MB="abc" is not valid: PAGE_STORE_MB accepts a number of megabytes of 1 or more (default 64).',
    ]);
    for (const [name, value] of [
      ['STRAPI_TIMEOUT_MS', '10s'],
      ['STRAPI_TIMEOUT_MS', '1e4'],
      ['SESSION_RECHECK_SECONDS', '-5'],
      ['TRUSTED_PROXY_HOPS', '1.5'],
      ['WEB_CONCURRENCY', '0'],
      ['PORT', '70000'],
      ['WEB_URL', 'javascript:alert(1)'],
      ['STRAPI_URL', 'localhost:1337'],
      ['REDIS_URL', 'http://127.0.0.1:6379'],
      ['LOG_LEVEL', 'loud'],
      ['OBSERVE_REQUESTS', 'off'],
      ['MAX_UPLOAD_SIZE', '10 megabytes'],
      ['MAX_UPLOAD_SIZE', '0'],
    ]) {
      const [problem, ...others] = parseSettings({ [name as string]: value as string }).problems;
      expect(others).toEqual([]);
      expect(problem?.message).toMatch(new RegExp(`^${name}=.* is not valid: ${name} accepts `));
    }
  });

  it('keeps the documented cap of SESSION_RECHECK_SECONDS: above 30 counts as 30', () => {
    expect(readSettings({ SESSION_RECHECK_SECONDS: '120' }).SESSION_RECHECK_SECONDS).toBe(30);
    expect(readSettings({ SESSION_RECHECK_SECONDS: '0' }).SESSION_RECHECK_SECONDS).toBe(0);
  });

  it('never echoes a secret it refuses', () => {
    const secret = SETTINGS.find((setting) => setting.name === 'E2E_DATABASE_URL');
    expect(secret?.secret).toBe(true);
    const [problem] = parseSettings({ E2E_DATABASE_URL: 'mysql://user:hunter2@db' }, 'commands').problems;
    expect(problem?.message).toContain('E2E_DATABASE_URL=(hidden) is not valid');
    expect(problem?.message).not.toContain('hunter2');
  });

  it('declares each name once', () => {
    const names = SETTINGS.map((setting) => setting.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('lookalikes', () => {
  it('names a misspelt setting and the one it is close to', () => {
    expect(lookalikes({ STRAPI_URLL: 'x', REDIS_ULR: 'x', PAGE_STORE_MBB: '1', STRAPI_UR: 'x', LOGLEVEL: 'debug' })).toEqual([
      { name: 'STRAPI_URLL', message: 'STRAPI_URLL is not a Portico setting: did you mean STRAPI_URL?' },
      { name: 'REDIS_ULR', message: 'REDIS_ULR is not a Portico setting: did you mean REDIS_URL?' },
      { name: 'PAGE_STORE_MBB', message: 'PAGE_STORE_MBB is not a Portico setting: did you mean PAGE_STORE_MB?' },
      { name: 'STRAPI_UR', message: 'STRAPI_UR is not a Portico setting: did you mean STRAPI_URL?' },
      { name: 'LOGLEVEL', message: 'LOGLEVEL is not a Portico setting: did you mean LOG_LEVEL?' },
    ]);
  });

  it("flags an undeclared name with a prefix only Portico's names carry", () => {
    expect(lookalikes({ PORTICO_DEBUG: '1', DATA_CACHE_TTL: '5' }).map((problem) => problem.name)).toEqual([
      'PORTICO_DEBUG',
      'DATA_CACHE_TTL',
    ]);
  });

  it("leaves alone the environment the tests and Strapi's settings put beside the app", () => {
    const foreign = [
      'HOST',
      'PATH',
      'HOME',
      'PWD',
      'SHELL',
      'TERM',
      'USER',
      'LANG',
      'CI',
      'NODE_ENV',
      'NODE_OPTIONS',
      'NEXT_RUNTIME',
      'NEXT_TELEMETRY_DISABLED',
      'OTEL_BSP_SCHEDULE_DELAY',
      'OTEL_TRACES_SAMPLER',
      'npm_config_cache',
      'npm_lifecycle_event',
      'STRAPI_TELEMETRY_DISABLED',
      'STRAPI_TEST_URL',
      'STRAPI_TEST_ADMIN',
      'STRAPI_TEST_JWT_SECRET',
      'STRAPI_TEST_UPLOADS_DIR',
      'MAILBOX_TEST_URL',
      'OIDC_TEST_URL',
      'E2E_BASE_URL',
      'E2E_CONTROL_URL',
      'E2E_REVALIDATE_SECRET',
      'E2E_PROVIDER',
      'PUBLIC_URL',
      'APP_KEYS',
      'JWT_SECRET',
      'DATABASE_URL',
      'DATABASE_POOL_MAX',
      'SMTP_HOST',
      'SMTP_SECURE',
      'TRUST_PROXY',
      'OIDC_PROVIDER_NAME',
      'REVALIDATE_URL',
      'ADMIN_EMAIL',
      'SEED',
      'EMAIL_FROM',
      'AUTH_RATE_LIMIT_MAX',
      'REQUEST_RECORD_FILE',
      'STRAPI_REQUEST_LOG',
      'MEMBER_UPLOAD_MAX_MB',
      'SESSION_COOKIE_SECURE',
      'DEBIAN_FRONTEND',
      'HOSTTYPE',
      'PORTICO_RENDER_SECRET',
    ];
    expect(lookalikes(Object.fromEntries(foreign.map((name) => [name, 'x'])))).toEqual([]);
  });

  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('REDIS_ULR', 'REDIS_URL')).toBe(1);
    expect(editDistance('PORT', 'HOST')).toBe(2);
  });
});

describe('parseByteSize (MAX_UPLOAD_SIZE, with the bytes package)', () => {
  it('answers as the previous parser did for every size it accepted', () => {
    const accepted = [
      '10mb',
      '10MB',
      ' 10 mb ',
      '10\tmb',
      '512kb',
      '1gb',
      '1.5mb',
      '2.25 KB',
      '1024',
      '5.5',
      '7b',
      '1.5b',
      '0.5gb',
      '3 Gb',
    ];
    for (const value of accepted) expect([value, parseByteSize(value)]).toEqual([value, previousParseByteSize(value)]);
  });

  it('refuses what the previous parser fell back on', () => {
    for (const value of ['abc', '10 megabytes', '-5mb', '1e3', '1tb', ''])
      expect([value, parseByteSize(value)]).toEqual([value, undefined]);
  });
});
