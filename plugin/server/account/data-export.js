'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { Readable, Transform } = require('node:stream');
const { finished } = require('node:stream/promises');
const { ZipFile } = require('yazl');
const { contentTypes, errors, sanitizeSessionEntry } = require('@strapi/utils');

// "Download my data" (GDPR art. 15, 20): a ZIP, made as it is sent, of all the site holds about the member and nothing
// of anyone else's (a relation gives a documentId, another member's file its id), for any model the owned types name.
const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';
const MEMBER_FILE = 'plugin::portico-guard.member-file';

// Shown beside the fields, or not the member's (admin users, other translations).
const ENTRY_SYSTEM_FIELDS = [
  'id',
  'documentId',
  'locale',
  'localizations',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
];
const COMPONENT_SKIP = new Set(['id']);
// Never exported, whatever a model says.
const USER_SECRETS = new Set(['password', 'resetPasswordToken', 'confirmationToken']);
const NESTED = new Set(['relation', 'media', 'component', 'dynamiczone']);
// Components hold components: past this depth they are left unread.
const MAX_DEPTH = 10;
// How long a storage provider may take to start answering for one file.
const REMOTE_ANSWER_MS = 30_000;
// Already compressed: deflating them again costs time for nothing.
const STORED_AS_IS = /^(image\/(?!svg)|video\/|audio\/)|^application\/(zip|gzip|pdf|x-7z-compressed|x-rar-compressed)$/;

const isMorph = (attribute) => String(attribute.relation ?? '').startsWith('morph');
const oneOrMany = (value, map) => (Array.isArray(value) ? value.map(map) : value == null ? null : map(value));

/** Letters, digits, dots, dashes and underscores only: names that every unzip tool and file system take. */
const asciiSafe = (text) =>
  String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');

function pathInZip(file) {
  const name = String(file.name ?? '');
  const ext = asciiSafe(path.extname(name)).slice(0, 16);
  const base = asciiSafe(name.slice(0, name.length - path.extname(name).length)).slice(0, 80) || 'file';
  return `files/${file.id}-${base}${ext ? `.${ext}` : ''}`;
}

module.exports = ({ strapi }) => {
  const guard = () => strapi.plugin('portico-guard');

  /** The attributes of `uid` that are exported: neither private, nor a password, nor in `skip`. */
  function exportedAttributes(uid, skip) {
    const model = strapi.getModel(uid);
    return Object.entries(model?.attributes ?? {}).filter(
      ([name, attribute]) => !skip.has(name) && attribute.type !== 'password' && !contentTypes.isPrivateAttribute(model, name),
    );
  }

  /** What to populate to read every exported field at any depth: relations as documentIds, files as references. */
  function populateOf(uid, skip, depth = 0) {
    const populate = {};
    if (depth > MAX_DEPTH) return populate;
    const nested = (component) => ({ populate: populateOf(component, COMPONENT_SKIP, depth + 1) });
    for (const [name, attribute] of exportedAttributes(uid, skip)) {
      if (attribute.type === 'media') populate[name] = { select: ['id', 'name', 'url'] };
      else if (attribute.type === 'relation') populate[name] = isMorph(attribute) ? true : { select: ['documentId'] };
      else if (attribute.type === 'component') populate[name] = nested(attribute.component);
      else if (attribute.type === 'dynamiczone') {
        populate[name] = { on: Object.fromEntries((attribute.components ?? []).map((component) => [component, nested(component)])) };
      }
    }
    return populate;
  }

  /** A row's exported fields; every file reference made goes to `fileRefs`, to be checked for whose file it is. */
  function valuesOf(uid, row, skip, fileRefs) {
    const values = {};
    for (const [name, attribute] of exportedAttributes(uid, skip)) {
      const value = row?.[name];
      if (attribute.type === 'media') {
        values[name] = oneOrMany(value, (file) => {
          const ref = { id: file.id, name: file.name, url: file.url };
          fileRefs.push(ref);
          return ref;
        });
      } else if (attribute.type === 'relation') {
        values[name] = oneOrMany(value, (entry) =>
          isMorph(attribute) ? { type: entry.__type ?? null, documentId: entry.documentId ?? null } : (entry.documentId ?? null),
        );
      } else if (attribute.type === 'component') {
        values[name] = oneOrMany(value, (item) => valuesOf(attribute.component, item, COMPONENT_SKIP, fileRefs));
      } else if (attribute.type === 'dynamiczone') {
        values[name] = (value ?? []).map((item) => ({
          __component: item.__component,
          ...valuesOf(item.__component, item, COMPONENT_SKIP, fileRefs),
        }));
      } else {
        values[name] = value ?? null;
      }
    }
    return values;
  }

  /** Every version of every entry the member owns: each locale, draft and published alike, straight from the database. */
  async function ownedEntries(userId, fileRefs) {
    const entries = [];
    for (const [uid, ownerField] of Object.entries(guard().service('ownership').ownedTypes())) {
      const contentType = strapi.contentType(uid);
      const localized = contentType.pluginOptions?.i18n?.localized === true;
      const skip = new Set([...ENTRY_SYSTEM_FIELDS, ownerField]);
      const rows = await strapi.db.query(uid).findMany({ where: { [ownerField]: { id: userId } }, populate: populateOf(uid, skip) });
      for (const row of rows) {
        entries.push({
          type: uid,
          pluralName: contentType.info.pluralName,
          documentId: row.documentId,
          locale: localized ? (row.locale ?? null) : null,
          // Types without Draft & Publish have published rows only.
          status: row.publishedAt ? 'published' : 'draft',
          createdAt: row.createdAt ?? null,
          updatedAt: row.updatedAt ?? null,
          publishedAt: row.publishedAt ?? null,
          fields: valuesOf(uid, row, skip, fileRefs),
        });
      }
    }
    const order = (entry) => [entry.type, entry.documentId, entry.locale ?? '', entry.status].join('\u0000');
    return entries.sort((a, b) => order(a).localeCompare(order(b)));
  }

  /** A file another member uploaded is theirs: an entry of this member's that shows it gives its id, not its name. */
  async function hideOtherMembersFiles(userId, fileRefs) {
    const ids = [...new Set(fileRefs.map((ref) => ref.id))];
    if (!ids.length) return;
    const records = await strapi.db.query(MEMBER_FILE).findMany({ where: { fileId: { $in: ids } }, select: ['fileId', 'ownerId'] });
    const others = new Set(records.filter((record) => record.ownerId !== userId).map((record) => record.fileId));
    for (const ref of fileRefs) {
      if (!others.has(ref.id)) continue;
      delete ref.name;
      delete ref.url;
      ref.anotherMembersFile = true;
    }
  }

  async function profileOf(userId) {
    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, populate: { role: { select: ['name', 'type'] } } });
    if (!user) throw new errors.NotFoundError('This account does not exist.');
    const described = await guard().service('profile').describe(userId);
    // Fields an app added to its users are the member's data too, unless the model keeps them private.
    const added = {};
    for (const [name, attribute] of exportedAttributes(USER, new Set(ENTRY_SYSTEM_FIELDS))) {
      if (name in described || USER_SECRETS.has(name) || NESTED.has(attribute.type)) continue;
      added[name] = user[name] ?? null;
    }
    const role = user.role ? { name: user.role.name, type: user.role.type } : null;
    return { ...described, ...added, role, createdAt: user.createdAt ?? null, updatedAt: user.updatedAt ?? null };
  }

  async function sessionsOf(userId) {
    if (strapi.config.get('plugin::users-permissions.jwtManagement') !== 'refresh') return [];
    const sessions = await strapi.sessionManager('users-permissions').listSessions(String(userId));
    // The export is made for no session in particular: "current" would be false on every one.
    return sessions.map((session) => {
      const entry = sanitizeSessionEntry(session);
      delete entry.current;
      return entry;
    });
  }

  async function uploadedFiles(userId) {
    const records = await strapi.db.query(MEMBER_FILE).findMany({ where: { ownerId: userId }, select: ['fileId'] });
    const ids = [...new Set(records.map((record) => record.fileId))];
    if (!ids.length) return [];
    // Files deleted since have no row: they are not the member's data any more.
    return strapi.db.query(FILE).findMany({
      where: { id: { $in: ids } },
      select: ['id', 'name', 'mime', 'size', 'url', 'provider', 'createdAt'],
      orderBy: { id: 'asc' },
    });
  }

  /** The original file's bytes as a stream, from the public folder or the provider's (signed) URL; null when none. */
  async function openFile(file) {
    const url = String(file.url ?? '');
    if (url.startsWith('/') && !url.startsWith('//')) {
      const root = path.resolve(strapi.dirs.static.public);
      const local = path.resolve(root, `.${decodeURI(url.split(/[?#]/)[0])}`);
      if (!local.startsWith(root + path.sep)) return null;
      const handle = await fs.promises.open(local, 'r');
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
      return handle.createReadStream();
    }
    const signed = await strapi
      .plugin('upload')
      .service('file')
      .signFileUrls({ ...file });
    const target = new URL(signed.url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(), REMOTE_ANSWER_MS);
    try {
      const response = await fetch(target, { signal: answered.signal });
      if (!response.ok || !response.body) {
        answered.abort();
        return null;
      }
      return Readable.fromWeb(response.body);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Adds one file and waits until the archive took it all (or the download was given up): one file open at a time. */
  async function copyInto(zip, source, entryPath, options, downloadGone) {
    let bytes = 0;
    let broken = false;
    const counted = new Transform({
      transform(chunk, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    source.on('error', (error) => {
      if (broken) return;
      broken = true;
      strapi.log.warn(`portico-guard: data export: ${entryPath} could not be read to the end (${error.message})`);
      source.unpipe(counted);
      counted.end();
    });
    source.pipe(counted);
    zip.addReadStream(counted, entryPath, options);
    await Promise.race([finished(counted).catch(() => undefined), downloadGone]);
    source.destroy();
    return { bytes, broken };
  }

  /** Writes the files, then account.json: last, since only then is it known which files could be read. */
  async function writeArchive(zip, account, files) {
    const output = zip.outputStream;
    const downloadGone = new Promise((resolve) => output.once('close', resolve));
    for (const [index, file] of files.entries()) {
      const listed = account.files[index];
      let source = null;
      try {
        source = await openFile(file);
      } catch (error) {
        strapi.log.warn(`portico-guard: data export: file ${file.id} could not be read (${error.message})`);
      }
      if (output.destroyed) {
        source?.destroy();
        return;
      }
      if (!source) {
        Object.assign(listed, { path: null, missing: true });
        continue;
      }
      const options = { mtime: new Date(file.createdAt ?? Date.now()), compress: !STORED_AS_IS.test(String(file.mime ?? '')) };
      const { bytes, broken } = await copyInto(zip, source, listed.path, options, downloadGone);
      if (output.destroyed) return;
      listed.bytes = bytes;
      if (broken) listed.missing = true;
    }
    zip.addBuffer(Buffer.from(`${JSON.stringify(account, null, 2)}\n`), 'account.json', { mtime: new Date(account.exportedAt) });
    zip.end();
  }

  return {
    /** `{ filename, stream }`: the data gathered first (a failure is an ordinary answer), then the ZIP written as read. */
    async archive(userId) {
      const exportedAt = new Date();
      const fileRefs = [];
      const profile = await profileOf(userId);
      const entries = await ownedEntries(userId, fileRefs);
      await hideOtherMembersFiles(userId, fileRefs);
      const files = await uploadedFiles(userId);
      const account = {
        exportedAt: exportedAt.toISOString(),
        profile,
        preferences: { language: (await guard().service('accountRecord').get(userId)).locale },
        entries,
        files: files.map((file) => ({
          id: file.id,
          name: file.name,
          mime: file.mime,
          // As Strapi keeps it, in kilobytes; `bytes` is what the archive holds.
          size: file.size,
          url: file.url,
          createdAt: file.createdAt ?? null,
          path: pathInZip(file),
        })),
        sessions: await sessionsOf(userId),
        activity: await guard().service('activity').list(userId),
      };

      const zip = new ZipFile();
      const stream = zip.outputStream;
      zip.on('error', (error) => stream.destroy(error));
      writeArchive(zip, account, files).catch((error) => {
        strapi.log.error(`portico-guard: data export of user ${userId} failed: ${error.message}`);
        stream.destroy(error);
      });
      const day = exportedAt.toISOString().slice(0, 10);
      return { filename: `portico-data-${asciiSafe(profile.username).slice(0, 40) || 'member'}-${day}.zip`, stream };
    },
  };
};
