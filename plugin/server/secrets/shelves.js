'use strict';

const { sameHash } = require('./hash');
const { coreRecords } = require('../core-store');

// Where a kind's secrets are kept: where its stored data has always been. Each shelf answers stored entries as
// { payload, expiresAt } (ms) and takes one atomically: of two requests, one gets it.

/** A content type's table: one row per secret, its hash in `hash`, its owner in `userId`, `fields` besides. */
function table(uid, { hash, fields }) {
  const select = ['userId', ...fields, 'expiresAt'];
  const entryOf = (row) => ({
    payload: Object.fromEntries(['userId', ...fields].map((field) => [field, row[field] ?? null])),
    expiresAt: new Date(row.expiresAt).getTime(),
  });

  return (strapi) => {
    const rows = () => strapi.db.query(uid);
    const findRow = (value) => rows().findOne({ where: { [hash]: value }, select });
    return {
      async put(value, payload, expiresAt) {
        const data = Object.fromEntries(select.map((field) => [field, payload[field] ?? null]));
        await rows().create({ data: { ...data, [hash]: value, expiresAt: new Date(expiresAt) } });
      },
      async find(value) {
        const row = await findRow(value);
        return row ? entryOf(row) : null;
      },
      // Read, then deleted: only the request whose delete removed the row has it.
      async take(value) {
        const row = await findRow(value);
        const { count } = await rows().deleteMany({ where: { [hash]: value } });
        return row && count === 1 ? entryOf(row) : null;
      },
      async heldBy(userId, now) {
        return (await rows().findMany({ where: { userId, expiresAt: { $gt: new Date(now) } }, select })).map(entryOf);
      },
      removeFor: (userId) => rows().deleteMany({ where: { userId } }),
      prune: (now) => rows().deleteMany({ where: { expiresAt: { $lt: new Date(now) } } }),
    };
  };
}

/**
 * A record of Strapi's core store per owner (`key(userId)`): the one entry it holds, or, with `list`, the newest
 * `kept` entries of that list among the record's other fields. Expired entries leave whenever the record is written:
 * a periodic sweep would read every member's record.
 */
function record(store, { key, hash, list = null, kept = Infinity }) {
  const entryOf = (userId, { [hash]: _hash, expiresAt, ...payload }) => ({ payload: { userId, ...payload }, expiresAt });
  const entriesOf = (value) => (list ? (value?.[list] ?? []) : value ? [value] : []);
  const withEntries = (value, entries) => (list ? { ...value, [list]: entries } : (entries[0] ?? null));

  return (strapi) => {
    const records = coreRecords(strapi, store);
    const matching = (value, wanted) => entriesOf(value).find((entry) => sameHash(entry[hash], wanted));
    return {
      async put(value, { userId, ...payload }, expiresAt) {
        const entry = { ...payload, [hash]: value, expiresAt };
        await records.change(key(userId), (current) =>
          withEntries(current, [entry, ...entriesOf(current).filter((other) => other.expiresAt > Date.now())].slice(0, kept)),
        );
      },
      async find(value, userId) {
        const entry = matching(await records.get(key(userId)), value);
        return entry ? entryOf(userId, entry) : null;
      },
      async take(value, userId) {
        let taken = null;
        await records.change(key(userId), (current) => {
          taken = matching(current, value) ?? null;
          return taken
            ? withEntries(
                current,
                entriesOf(current).filter((entry) => entry !== taken),
              )
            : undefined;
        });
        return taken ? entryOf(userId, taken) : null;
      },
      async heldBy(userId, now) {
        const entries = entriesOf(await records.get(key(userId)));
        return entries.filter((entry) => entry.expiresAt > now).map((entry) => entryOf(userId, entry));
      },
      removeFor: (userId) => records.change(key(userId), (current) => (current ? withEntries(current, []) : undefined)),
      prune: async () => {},
    };
  };
}

module.exports = { table, record };
