/**
 * A commit's packages that the root no longer installs. buildCommit builds a commit with the root's
 * node_modules, which holds only today's dependencies: a package a later commit dropped (the site
 * folders replaced @strapi/blocks-react-renderer) would be missing. Those, in the versions that
 * commit's lock file pins, are installed into `into/node_modules`, a folder above the commit's
 * checkout (buildCommit empties the checkout itself), so that resolution finds them there before
 * the root's, and finds everything else (React among them) at the root as before.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, root, run } from '../../scripts/stack/processes.mjs';

const atCommit = (commit, file) => JSON.parse(execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8' }));

const installedVersion = (dir, name) => {
  const manifest = path.join(dir, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
};

/**
 * Installs into `into/node_modules` the dependencies of `commit` the root lacks; nothing when it
 * lacks none or they are there already.
 * @param {string} commit @param {string} into a folder that holds the commit's checkout, at any depth
 * @returns {string[]} what the commit needed beyond the root's packages, as name@version
 */
export function installCommitPackages(commit, into) {
  const manifest = atCommit(commit, 'package.json');
  const lock = atCommit(commit, 'package-lock.json');
  const wanted = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter(([name]) => !installedVersion(root, name))
    .map(([name, range]) => `${name}@${lock.packages?.[`node_modules/${name}`]?.version ?? range}`);
  const absent = wanted.filter((spec) => {
    const at = spec.lastIndexOf('@');
    return installedVersion(into, spec.slice(0, at)) !== spec.slice(at + 1);
  });
  if (absent.length) {
    log(`installing what ${commit.slice(0, 7)} needs and the root no longer has, into ${path.relative(root, into)}: ${absent.join(', ')}`);
    mkdirSync(into, { recursive: true });
    // A project of its own: without one npm would take the root's (the nearest package.json above) and install there.
    const project = path.join(into, 'package.json');
    if (!existsSync(project)) writeFileSync(project, '{ "private": true }\n');
    // Peers (React) stay the root's: a second React would break the commit's hooks.
    const options = ['--no-save', '--no-package-lock', '--legacy-peer-deps', '--no-audit', '--no-fund', '--prefer-offline'];
    run('npm', ['install', '--prefix', into, ...options, ...absent], { cwd: into });
  }
  return wanted;
}
