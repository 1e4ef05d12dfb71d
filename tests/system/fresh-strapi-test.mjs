#!/usr/bin/env node
/**
 * portico-guard as an operator meets it (run by `npm test`): `node tests/system/fresh-strapi-test.mjs [--keep]`.
 *
 * The plugin is packed (`npm pack`) and installed from its tarball by npm into a Strapi app with
 * Strapi's own default configuration (create-strapi-app's for a JavaScript project) and a model
 * Portico did not write: a `note` made by Strapi's own generator (core controller, service and
 * router) with Draft & Publish ticked. One block in config/plugins.js enables the plugin and names
 * the note's owner relation, which the plugin adds. Then, over REST, members register, create,
 * publish, edit and unpublish their own notes, find them in their drafts, and are refused others'
 * changes and HTML uploads; and the plugin's check, on these defaults with one permission taken
 * away, reports what Portico relies on and this Strapi lacks.
 *
 * node_modules is cms/'s, hard-linked (the same Strapi, nothing downloaded), without the plugin's
 * development link; npm installs the tarball into it and must leave cms/'s files as they were.
 *
 * --keep leaves test-results/fresh-strapi (the app, its database, the tarball). Strapi's log: test-results/logs/fresh-strapi/strapi.log.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  baseEnv,
  cmsDir,
  freePort,
  log,
  pluginDir,
  randomSecret,
  root,
  startStrapi,
  stopChildrenOnExit,
  stopProcess,
  strapiSecrets,
  waitForHttp,
} from '../../scripts/stack/processes.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--keep');
if (unknown.length) throw new Error(`usage: node tests/system/fresh-strapi-test.mjs [--keep], not ${unknown.join(' ')}`);
const KEEP = args.includes('--keep');

const WORK = path.join(root, 'test-results', 'fresh-strapi');
const APP = path.join(WORK, 'app');
const LOG_FILE = path.join(root, 'test-results', 'logs', 'fresh-strapi', 'strapi.log');
const NOTE = 'api::note.note';
const USER = 'plugin::users-permissions.user';
const { makePng } = createRequire(import.meta.url)('../atlas-cms/src/bootstrap/png.js');

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const timings = [];
async function phase(name, work) {
  const started = Date.now();
  log(`${name}…`);
  try {
    return await work();
  } finally {
    timings.push([name, Date.now() - started]);
  }
}

/** A command run to completion: its { stdout, stderr }, both in the error when it fails. */
function sh(command, commandArgs, { cwd = root, env = {} } = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd,
    env: { ...process.env, ...baseEnv, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-4000);
    const where = path.relative(root, cwd) || '.';
    throw new Error(
      `${command} ${commandArgs.join(' ')} (in ${where}) failed with ${result.status ?? result.error ?? result.signal}:\n${output}`,
    );
  }
  return result;
}

/**
 * A fingerprint of every file under cms/node_modules as the file system describes it (inode, size,
 * modification time, mode): a write through one of the app's hard links changes it.
 */
function cmsPackagesPrint() {
  const listing = sh('find', [path.join(cmsDir, 'node_modules'), '-printf', '%P %i %s %T@ %m %l\n']).stdout;
  return createHash('sha256').update(listing).digest('hex');
}

// Strapi's own configuration for a new JavaScript project: create-strapi-app 5.54.0's
// templates/vanilla-js, word for word but for the two marked changes.
const TEMPLATE = {
  'config/admin.js': `module.exports = ({ env }) => ({
  // Changed: no admin panel, so \`strapi start\` needs no admin build (its API still answers).
  serveAdminPanel: false,
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: env.bool('FLAG_NPS', true),
    promoteEE: env.bool('FLAG_PROMOTE_EE', true),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});
`,
  'config/api.js': `module.exports = {
  rest: {
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
    strictParams: true,
  },
  documents: {
    strictParams: true,
    strictRelations: true,
  },
};
`,
  'config/database.js': `/** @import { Core } from '@strapi/strapi' */

const path = require('path');
const { isDatabaseClientKind } = require('@strapi/database');

module.exports = ({ env }) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  if (!isDatabaseClientKind(client)) {
    throw new Error(
      \`Unsupported DATABASE_CLIENT: \${client}. Use "postgres", "mysql", or "sqlite".\`
    );
  }

  /** @type {Record<Core.Config.Database.ClientKind, Core.Config.Database['connection']>} */
  const connections = {
    mysql: {
      client: 'mysql',
      connection: {
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 3306),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password: env('DATABASE_PASSWORD', 'strapi'),
        ssl: env.bool('DATABASE_SSL', false) && {
          key: env('DATABASE_SSL_KEY', undefined),
          cert: env('DATABASE_SSL_CERT', undefined),
          ca: env('DATABASE_SSL_CA', undefined),
          capath: env('DATABASE_SSL_CAPATH', undefined),
          cipher: env('DATABASE_SSL_CIPHER', undefined),
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    postgres: {
      client: 'postgres',
      connection: {
        connectionString: env('DATABASE_URL'),
        host: env('DATABASE_HOST', 'localhost'),
        port: env.int('DATABASE_PORT', 5432),
        database: env('DATABASE_NAME', 'strapi'),
        user: env('DATABASE_USERNAME', 'strapi'),
        password: env('DATABASE_PASSWORD', 'strapi'),
        ssl: env.bool('DATABASE_SSL', false) && {
          key: env('DATABASE_SSL_KEY', undefined),
          cert: env('DATABASE_SSL_CERT', undefined),
          ca: env('DATABASE_SSL_CA', undefined),
          capath: env('DATABASE_SSL_CAPATH', undefined),
          cipher: env('DATABASE_SSL_CIPHER', undefined),
          rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
        },
        schema: env('DATABASE_SCHEMA', 'public'),
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      client: 'sqlite',
      connection: {
        filename: path.join(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };

  return {
    connection: {
      ...connections[client],
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  };
};
`,
  'config/middlewares.js': `module.exports = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
`,
  'config/plugins.js': `const allowedMediaTypes = [
  'image/*',
  'video/*',
  'audio/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
  'text/plain',
  'text/csv',
];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

module.exports = () => ({
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  upload: {
    config: {
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
  // Added: the one block an operator writes.
  'portico-guard': { config: { ownedTypes: { '${NOTE}': 'owner' } } },
});
`,
  'config/server.js': `module.exports = ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});
`,
  'src/index.js': `'use strict';

module.exports = {
  /**
   * An asynchronous register function that runs before
   * your application is initialized.
   *
   * This gives you an opportunity to extend code.
   */
  register(/*{ strapi }*/) {},

  /**
   * An asynchronous bootstrap function that runs before
   * your application gets started.
   *
   * This gives you an opportunity to set up your data model,
   * run jobs, or perform some special logic.
   */
  bootstrap(/*{ strapi }*/) {},
};
`,
  'database/migrations/.gitkeep': '',
  'public/uploads/.gitkeep': '',
  'src/api/.gitkeep': '',
  'src/extensions/.gitkeep': '',
};

/**
 * The dependencies create-strapi-app 5.54.0 writes for a JavaScript project on SQLite, in the
 * versions cms/ has installed. Without @strapi/plugin-cloud, which cms/ does not install: npm would
 * download it and its own.
 */
function appDependencies() {
  const cms = JSON.parse(readFileSync(path.join(cmsDir, 'package.json'), 'utf8')).dependencies;
  const strapi = cms['@strapi/strapi'];
  return {
    '@strapi/strapi': strapi,
    '@strapi/database': strapi,
    '@strapi/plugin-users-permissions': cms['@strapi/plugin-users-permissions'],
    'better-sqlite3': cms['better-sqlite3'],
    react: cms.react,
    'react-dom': cms['react-dom'],
    'react-router-dom': cms['react-router-dom'],
    'styled-components': cms['styled-components'],
  };
}

function writeApp() {
  for (const [file, text] of Object.entries(TEMPLATE)) {
    mkdirSync(path.dirname(path.join(APP, file)), { recursive: true });
    writeFileSync(path.join(APP, file), text);
  }
  const dependencies = appDependencies();
  writeFileSync(
    path.join(APP, 'package.json'),
    `${JSON.stringify(
      {
        name: 'fresh-strapi',
        version: '0.1.0',
        private: true,
        scripts: { build: 'strapi build', develop: 'strapi develop', start: 'strapi start', strapi: 'strapi' },
        dependencies,
        engines: { node: '>=20.0.0 <=24.x.x' },
      },
      null,
      2,
    )}\n`,
  );
  // cms/'s lock file, less the plugin's link: npm keeps what the app needs where it is, takes away
  // what only cms/ uses (pg, prom-client…), and adds the tarball.
  const lock = JSON.parse(readFileSync(path.join(cmsDir, 'package-lock.json'), 'utf8'));
  lock.name = 'fresh-strapi';
  lock.packages[''] = { name: 'fresh-strapi', version: '0.1.0', dependencies, engines: lock.packages[''].engines };
  for (const key of Object.keys(lock.packages)) {
    if (key === 'node_modules/portico-guard' || key === '../plugin' || key.startsWith('../plugin/')) delete lock.packages[key];
  }
  writeFileSync(path.join(APP, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}

function pack() {
  const destination = path.join(WORK, 'pack');
  mkdirSync(destination, { recursive: true });
  const [{ filename }] = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', destination], { cwd: pluginDir }).stdout);
  return path.join(destination, path.basename(filename));
}

/** npm installs the tarball into the app, whose node_modules is cms/'s, hard-linked. */
function install(tarball) {
  const modules = path.join(APP, 'node_modules');
  let started = Date.now();
  sh('cp', ['-al', path.join(cmsDir, 'node_modules'), modules]);
  log(`  cp -al: ${seconds(started)}`);
  // npm rewrites its record of the tree at the end: unlinked first, its write cannot reach cms/'s.
  rmSync(path.join(modules, '.package-lock.json'), { force: true });
  rmSync(path.join(modules, 'portico-guard'), { force: true });
  const before = cmsPackagesPrint();
  started = Date.now();
  // Not --offline: npm 11 reads the full registry documents of the plugin's peers (and theirs) even
  // when the tree has them, and its cache holds only the short ones a lock-file install reads.
  // Every tarball comes from the cache or the tree.
  const { stderr } = sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=http', tarball], { cwd: APP });
  // What npm's log says it asked the registry for (a cache hit, fresh or stale, was not asked).
  const fetched = stderr.split('\n').filter((line) => line.startsWith('npm http fetch') && !/\(cache (hit|stale)\)/.test(line));
  log(`  npm install: ${seconds(started)}, ${fetched.length} requests to the registry`);
  for (const line of fetched) log(`    ${line.replace(/^npm http fetch /, '')}`);

  const installed = path.join(modules, 'portico-guard');
  assert.ok(lstatSync(installed).isDirectory(), 'npm should install portico-guard as a folder in the app, not a link');
  const packed = JSON.parse(sh('tar', ['-xOzf', tarball, 'package/package.json']).stdout);
  assert.deepEqual(JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')), packed, "the installed plugin is the tarball's");
  assert.ok(!existsSync(path.join(installed, 'node_modules')), 'the plugin should have no packages of its own: its peers are the app’s');
  assert.equal(cmsPackagesPrint(), before, "npm wrote into cms/node_modules through the app's hard links");
  assert.ok(
    lstatSync(path.join(cmsDir, 'node_modules', 'portico-guard')).isSymbolicLink(),
    "cms/'s link to the plugin should be left alone",
  );
  return { before };
}

/** The note, made by Strapi's own generator as `strapi generate` makes it, with Draft & Publish ticked. */
async function generateNote() {
  const { generate } = createRequire(path.join(APP, 'package.json'))('@strapi/generators');
  await generate(
    'content-type',
    {
      kind: 'collectionType',
      singularName: 'note',
      pluralName: 'notes',
      displayName: 'Note',
      id: 'note',
      destination: 'new',
      bootstrapApi: true,
      attributes: [
        { attributeName: 'title', attributeType: 'string' },
        { attributeName: 'body', attributeType: 'text' },
        { attributeName: 'cover', attributeType: 'media', multiple: false },
      ],
    },
    { dir: APP },
  );
  const schemaFile = path.join(APP, 'src', 'api', 'note', 'content-types', 'note', 'schema.json');
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
  schema.options = { ...schema.options, draftAndPublish: true };
  writeFileSync(schemaFile, `${JSON.stringify(schema, null, 2)}\n`);
  for (const kind of ['controllers', 'services', 'routes']) {
    const file = path.join(APP, 'src', 'api', 'note', kind, 'note.js');
    assert.match(
      readFileSync(file, 'utf8'),
      /createCore(Controller|Service|Router)\('api::note\.note'\)/,
      `${file}: Strapi's core factory`,
    );
  }
}

/** REST against the running app. */
function client(base) {
  return async function call(method, url, { jwt, body, form } = {}) {
    const headers = jwt ? { Authorization: `Bearer ${jwt}` } : {};
    let payload;
    if (form) payload = form;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base}${url}`, { method, headers, body: payload });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, json, text, what: `${method} ${url}` };
  };
}

function expectStatus(answer, status, why) {
  assert.equal(answer.status, status, `${why}: ${answer.what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 400)}`);
}

/** 403 from the plugin's owner rule: a missing permission is a 403 too, but a ForbiddenError. */
function expectNotYours(answer, why) {
  expectStatus(answer, 403, why);
  assert.equal(answer.json?.error?.name, 'PolicyError', `${why}: refused by the owner rule, not for a missing permission: ${answer.text}`);
}

const ids = (answer) => (answer.json?.data ?? []).map((entry) => entry.documentId);

/** The first admin, and the admin API's roles. */
async function adminOf(call) {
  const password = `Fresh-1${randomSecret(12)}`;
  const registered = await call('POST', '/admin/register-admin', {
    body: { firstname: 'Fresh', lastname: 'Admin', email: 'admin@fresh.test', password },
  });
  expectStatus(registered, 200, 'the first admin registers');
  const jwt = registered.json.data.token;
  const roles = await call('GET', '/users-permissions/roles', { jwt });
  expectStatus(roles, 200, 'the admin lists the roles');
  const roleId = (type) => roles.json.roles.find((role) => role.type === type).id;
  /** Turns `actions` on or off for the role of `type`, as the admin panel's Roles page saves them. */
  async function setPermissions(type, actions, enabled) {
    const id = roleId(type);
    const read = await call('GET', `/users-permissions/roles/${id}`, { jwt });
    expectStatus(read, 200, `the admin reads the ${type} role`);
    const { name, description, permissions } = read.json.role;
    for (const action of actions) {
      const [typeName, controller, name] = action.split('.');
      const entry = permissions[typeName]?.controllers?.[controller]?.[name];
      assert.ok(entry, `${action} is not an action of this Strapi`);
      entry.enabled = enabled;
    }
    const saved = await call('PUT', `/users-permissions/roles/${id}`, { jwt, body: { name, description, permissions } });
    expectStatus(saved, 200, `the admin saves the ${type} role`);
  }
  return { jwt, setPermissions };
}

async function flows(call) {
  const register = async (name) => {
    const username = `${name}${randomBytes(3).toString('hex')}`;
    const answer = await call('POST', '/api/auth/local/register', {
      body: { username, email: `${username}@fresh.test`, password: 'Fresh-member-pass-1' },
    });
    expectStatus(answer, 200, `member ${name} registers`);
    assert.ok(answer.json.jwt, `registration answers a jwt: ${answer.text.slice(0, 200)}`);
    return { jwt: answer.json.jwt, user: answer.json.user, username };
  };
  const a = await register('alice');
  const b = await register('bob');

  const builder = await call('GET', `/api/content-type-builder/content-types/${NOTE}`);
  expectStatus(builder, 200, 'a visitor reads the note model from the content-type builder');
  const owner = builder.json.data.schema.attributes.owner;
  assert.deepEqual(
    { type: owner?.type, relation: owner?.relation, target: owner?.target },
    { type: 'relation', relation: 'manyToOne', target: USER },
    'the plugin adds the owner relation the config names',
  );

  const created = await call('POST', '/api/notes?status=draft', {
    jwt: a.jwt,
    body: { data: { title: 'Alice’s first note', body: 'Written by Alice.', owner: b.user.id } },
  });
  expectStatus(created, 201, 'a member creates a note, naming someone else as its owner');
  const id = created.json.data.documentId;
  const ownDraft = await call('GET', `/api/notes/${id}?status=draft`, { jwt: a.jwt });
  expectStatus(ownDraft, 200, 'the member reads their own draft');
  assert.equal(ownDraft.json.data.owner?.id, a.user.id, 'the note is its creator’s, whatever owner the body named');

  const drafts = async (member) => {
    const answer = await call('GET', '/api/notes?status=draft', { jwt: member.jwt });
    expectStatus(answer, 200, 'a member lists their drafts');
    return ids(answer);
  };
  assert.ok((await drafts(a)).includes(id), 'the draft is in its owner’s drafts');
  assert.ok(!(await drafts(b)).includes(id), 'the draft is not in another member’s drafts');
  expectStatus(await call('GET', `/api/notes/${id}?status=draft`, { jwt: b.jwt }), 404, 'another member cannot read the draft');
  expectStatus(await call('GET', '/api/notes?status=draft'), 401, 'a visitor cannot list drafts');
  const visitorList = await call('GET', '/api/notes');
  expectStatus(visitorList, 200, 'a visitor lists the published notes');
  assert.ok(!ids(visitorList).includes(id), 'a visitor does not see the draft');
  expectStatus(await call('GET', `/api/notes/${id}`), 404, 'a visitor cannot read the draft');

  const published = await call('PUT', `/api/notes/${id}?status=published`, { jwt: a.jwt, body: { data: { title: 'Alice’s first note' } } });
  expectStatus(published, 200, 'the owner publishes the note');
  // Asked for with populate: where Strapi's own answer would carry the user's fields.
  const seen = await call('GET', `/api/notes/${id}?populate=owner`);
  expectStatus(seen, 200, 'a visitor reads the published note');
  assert.deepEqual(
    seen.json.data.owner,
    { id: a.user.id, documentId: a.user.documentId, username: a.username },
    'a visitor sees the owner’s public identity, never the email',
  );

  const edited = await call('PUT', `/api/notes/${id}`, { jwt: a.jwt, body: { data: { title: 'Alice’s note, edited' } } });
  expectStatus(edited, 200, 'the owner edits the note');
  const bobsEdit = { jwt: b.jwt, body: { data: { title: 'Bob was here' } } };
  expectNotYours(await call('PUT', `/api/notes/${id}`, bobsEdit), 'another member edits');
  expectNotYours(await call('DELETE', `/api/notes/${id}`, { jwt: b.jwt }), 'another member deletes');
  expectNotYours(await call('POST', `/api/notes/${id}/unpublish`, { jwt: b.jwt }), 'another member unpublishes');
  const afterRefusals = await call('GET', `/api/notes/${id}?status=draft`, { jwt: a.jwt });
  assert.equal(afterRefusals.json?.data?.title, 'Alice’s note, edited', 'the refused changes changed nothing');
  expectStatus(await call('GET', `/api/notes/${id}`), 200, 'the note is still published after the refused unpublish');

  expectStatus(await call('POST', `/api/notes/${id}/unpublish`, { jwt: a.jwt }), 200, 'the owner unpublishes the note');
  expectStatus(await call('GET', `/api/notes/${id}`), 404, 'a visitor no longer reads the unpublished note');
  assert.ok((await drafts(a)).includes(id), 'the unpublished note is in its owner’s drafts');

  const upload = (name, bytes, type) => {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    return call('POST', '/api/upload', { jwt: a.jwt, form });
  };
  const page = '<!doctype html><html><body><script>fetch("/admin/users/me")</script></body></html>';
  expectStatus(await upload('page.html', page, 'text/html'), 415, 'a member uploads an HTML page');
  const png = await upload('photo.png', makePng([40, 90, 160], 16, 12), 'image/png');
  expectStatus(png, 201, 'a member uploads a PNG');
  return { imageId: png.json[0].id };
}

/** The plugin's check, on Strapi's defaults with members' delete permission taken away. */
async function check(call, revalidateSecret) {
  const admin = await adminOf(call);
  const token = await call('POST', '/admin/api-tokens', {
    jwt: admin.jwt,
    body: { name: 'portico check', description: '', type: 'read-only', lifespan: null },
  });
  expectStatus(token, 201, 'the admin creates a read-only API token');
  const accessKey = token.json.data.accessKey;
  await admin.setPermissions('authenticated', [`${NOTE}.delete`], false);

  const ask = async (secret) => {
    const nonce = randomBytes(16).toString('hex');
    const proof = createHmac('sha256', secret).update(`portico-guard-check:${nonce}`).digest('hex');
    const answer = await call('POST', '/api/portico-guard/check', {
      jwt: accessKey,
      body: { nonce, proofs: { REVALIDATE_SECRET: proof } },
    });
    expectStatus(answer, 200, 'the check answers an API token');
    const problems = answer.json?.data?.problems;
    assert.ok(Array.isArray(problems), `the check answers { data: { problems: [] } }: ${answer.text.slice(0, 400)}`);
    return problems;
  };
  const has = (problems, expected) =>
    problems.some(
      (problem) => Object.entries(expected).every(([key, value]) => problem[key] === value) && typeof problem.message === 'string',
    );
  const problems = await ask(randomSecret());
  const shown = JSON.stringify(problems, null, 1).slice(0, 2000);
  const missingDelete = { code: 'permission-missing', role: 'authenticated', action: `${NOTE}.delete` };
  for (const expected of [
    missingDelete,
    { code: 'users-permissions-option', option: 'validationRules.validatePassword' },
    { code: 'secret-mismatch', secret: 'REVALIDATE_SECRET' },
    // The README's block names no memberFields: members write every field of the note, and the check says so.
    { code: 'member-fields-unset', type: NOTE },
  ]) {
    assert.ok(has(problems, expected), `the check should report ${JSON.stringify(expected)} with a message; it reported ${shown}`);
  }
  const withRightSecret = await ask(revalidateSecret);
  const shownAgain = JSON.stringify(withRightSecret).slice(0, 1000);
  assert.ok(!withRightSecret.some((problem) => problem.code === 'secret-mismatch'), `the right secret's proof matches: ${shownAgain}`);
  assert.ok(has(withRightSecret, missingDelete), `the other problems are still reported: ${shownAgain}`);
  log(
    `  the check reported ${problems.length}: ${problems.map((problem) => problem.action ?? problem.option ?? problem.secret ?? problem.code).join(', ')}`,
  );
  return accessKey;
}

/** The image's placeholder as the content API gives it (a read-only API token may read files). */
async function placeholderOf(call, token, id) {
  const answer = await call('GET', `/api/upload/files/${id}`, { jwt: token });
  expectStatus(answer, 200, 'the API token reads the uploaded image');
  return answer.json?.provider_metadata?.portico?.placeholder;
}

async function until(read, why) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    assert.ok(Date.now() < deadline, why);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** As if stored before the plugin: the placeholder taken out of the database while Strapi is stopped. */
function forgetPlaceholder(id) {
  const Database = createRequire(path.join(APP, 'package.json'))('better-sqlite3');
  const db = new Database(path.join(APP, '.tmp', 'data.db'));
  try {
    assert.equal(
      db.prepare('UPDATE files SET provider_metadata = NULL WHERE id = ?').run(id).changes,
      1,
      'the image is in the files table',
    );
  } finally {
    db.close();
  }
}

async function main() {
  stopChildrenOnExit();
  let strapi;
  let passed = false;
  const started = Date.now();
  try {
    await phase('a clean test-results/fresh-strapi', () => rmSync(WORK, { recursive: true, force: true }));
    const tarball = await phase('npm pack (plugin/)', pack);
    await phase("the app: Strapi's default configuration", writeApp);
    const { before } = await phase('node_modules: cp -al of cms/, then npm install <tarball>', () => install(tarball));
    await phase("the note, by Strapi's generator", generateNote);

    const port = await freePort();
    const revalidateSecret = randomSecret();
    const env = {
      ...strapiSecrets(),
      DATABASE_FILENAME: '.tmp/data.db',
      // Nothing listens there: the plugin needs the app's address for its emails and webhook, not the app.
      WEB_URL: `http://127.0.0.1:${await freePort()}`,
      REVALIDATE_URL: 'http://127.0.0.1:9/api/revalidate',
      REVALIDATE_SECRET: revalidateSecret,
      STRAPI_TELEMETRY_DISABLED: 'true',
    };
    const start = async () => {
      strapi = startStrapi({ dir: APP, port, logFile: LOG_FILE, env });
      await waitForHttp(`http://127.0.0.1:${port}/_health`, { child: strapi, ok: (status) => status === 204, timeoutMs: 60_000 });
    };
    rmSync(LOG_FILE, { force: true });
    await phase('Strapi starts (/_health)', start);
    const call = client(`http://127.0.0.1:${port}`);
    const { imageId } = await phase('members: register, create, publish, edit, unpublish, drafts, refusals, uploads', () => flows(call));
    const token = await phase('the check on a misconfigured Strapi', () => check(call, revalidateSecret));
    await phase('placeholders: made for an upload, and for an image stored before the plugin', async () => {
      const made = await until(() => placeholderOf(call, token, imageId), 'the uploaded image gets a placeholder');
      assert.match(made, /^data:image\/webp;base64,/, 'a placeholder is a WebP data: URL');
      await stopProcess(strapi);
      forgetPlaceholder(imageId);
      await start();
      assert.equal(await until(() => placeholderOf(call, token, imageId), 'the image stored without one gets it after start'), made);
    });
    await phase('Strapi stops', () => stopProcess(strapi));
    assert.equal(cmsPackagesPrint(), before, "Strapi's run changed files in cms/node_modules through the app's hard links");
    passed = true;
  } finally {
    await stopProcess(strapi);
    if (passed && !KEEP) await phase('rm -rf test-results/fresh-strapi', () => rmSync(WORK, { recursive: true, force: true }));
    const table = timings.map(([name, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`).join('\n');
    log(`fresh Strapi ${passed ? 'passed' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s:\n${table}`);
    if (!passed) log(`Strapi's log: ${path.relative(root, LOG_FILE)}; the app: ${path.relative(root, APP)}`);
  }
}

await main();
