import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docDrift, settingsTable } from './settings-doc.mjs';

const doc = readFileSync(path.resolve(__dirname, '../../docs/configuration.md'), 'utf8');

describe("docs/configuration.md's tables of settings", () => {
  it("are the schema's, row for row (npm run settings -- --doc writes them)", () => {
    expect(docDrift(doc)).toEqual([]);
  });

  it('fail the check when a declared setting is missing from the doc', () => {
    const row = settingsTable('app').find((line) => line.startsWith('| `PAGE_STORE_MB`'))!;
    expect(docDrift(doc.replace(`${row}\n`, ''))).toEqual(["app: PAGE_STORE_MB is declared but not in the doc's table"]);
  });

  it('fail the check when the doc names a variable the schema lacks', () => {
    const row = settingsTable('commands').find((line) => line.startsWith('| `STRAPI_PORT`'))!;
    const drifted = doc.replace(row, `${row}\n| \`STRAPI_ADMIN_PORT\` | \`1338\` | a port | \`scripts/start.mjs\` | Made up. |`);
    expect(docDrift(drifted)).toEqual(['commands: the doc names STRAPI_ADMIN_PORT, which the schema does not declare']);
  });

  it('fail the check when a default or a meaning disagrees', () => {
    const row = settingsTable('app').find((line) => line.startsWith('| `DATA_CACHE_ENTRIES`'))!;
    expect(docDrift(doc.replace(row, row.replace('| `2000` |', '| `3000` |')))).toEqual([
      expect.stringMatching(/^app: DATA_CACHE_ENTRIES's row differs from the schema/),
    ]);
    expect(docDrift(doc.replace(row, row.replace('Without Redis', 'With Redis')))).toHaveLength(1);
  });
});
