'use strict';

const CORE_STORE = 'strapi::core-store';
const TRIES = 5;

/**
 * The records `strapi.store({ type, name })` keeps, read and written straight in its table so that a change is
 * compare-and-set: two requests changing one record cannot both read it and one lose the other's write.
 */
function coreRecords(strapi, { type, name }) {
  const rows = () => strapi.db.query(CORE_STORE);
  const whereKey = (key) => ({ key: `${type}_${name}_${key}`, environment: null, tag: null });
  const read = (key) => rows().findOne({ where: whereKey(key) });
  const valueOf = (row) => (row ? JSON.parse(row.value) : null);

  return {
    get: async (key) => valueOf(await read(key)),

    /** Writes what `update(value)` answers (undefined: nothing; null: the record goes), read again on a clash. */
    async change(key, update) {
      for (let attempt = 0; attempt < TRIES; attempt += 1) {
        const row = await read(key);
        const next = update(valueOf(row));
        if (next === undefined) return;
        if (!row) {
          if (next !== null) await rows().create({ data: { ...whereKey(key), type: 'object', value: JSON.stringify(next) } });
          return;
        }
        const unchanged = { id: row.id, value: row.value };
        const { count } =
          next === null
            ? await rows().deleteMany({ where: unchanged })
            : await rows().updateMany({ where: unchanged, data: { type: 'object', value: JSON.stringify(next) } });
        if (count === 1) return;
      }
      throw new Error(`portico-guard: ${type} ${name} ${key} kept changing under this write`);
    },

    remove: (key) => rows().deleteMany({ where: whereKey(key) }),
  };
}

module.exports = { coreRecords };
