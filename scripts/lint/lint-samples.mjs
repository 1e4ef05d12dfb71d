import { ESLint } from 'eslint';
import path from 'node:path';

/**
 * Lints the samples given on stdin (`[{ file, text }]`, `file` relative to the repository) with the
 * project's configuration, as `npx eslint` would, ignored paths included, and prints each sample's
 * messages. ESLint loads its configuration with import(), which Jest cannot run inside a test: the
 * import rules' test runs this as a Node process of its own.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs'), ignore: false });

let input = '';
for await (const chunk of process.stdin) input += chunk;
const results = [];
for (const { file, text } of JSON.parse(input)) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
