#!/usr/bin/env node
// Makes sure the system (Debian) packages the tests need are installed: for each {command, package}
// whose command is missing from PATH, installs the package with apt-get (non-interactive).
// Quiet when everything is present; fails with a clear message when it cannot install.
// Add a line to `required` when a test needs another program (e.g. chromium for the browser tests).
// Usage: node scripts/ensure-system-packages.mjs   (also called at the start of scripts/test.mjs)
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** @type {{ command: string, package: string, why: string }[]} */
export const required = [
  { command: 'xmllint', package: 'libxml2-utils', why: 'validates the cXML we produce against its DTD' },
  {
    command: 'chromium',
    package: 'chromium',
    why: "the browser the web app's end-to-end tests drive (playwright-core)",
  },
];

const isOnPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Installs the missing packages; returns normally when all commands are present, throws otherwise. */
export function ensureSystemPackages(list = required) {
  const missing = list.filter((entry) => !isOnPath(entry.command));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((entry) => entry.package))];
  const help = `install them by hand: apt-get install -y ${packages.join(' ')}`;
  if (process.platform !== 'linux' || !isOnPath('apt-get')) {
    throw new Error(`missing system commands ${missing.map((m) => m.command).join(', ')}; no apt-get here, ${help}`);
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot && !isOnPath('sudo')) {
    throw new Error(`missing system packages ${packages.join(', ')} and not root (no sudo); ${help}`);
  }
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`installing system packages: ${packages.join(' ')}`);
  const run = (args) =>
    spawnSync(prefix[0] ?? args[0], [...prefix.slice(1), ...(prefix.length ? args : args.slice(1))], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  // A fresh container has no package lists; update once, then install.
  let result = run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...packages]);
  if (result.status !== 0) {
    run(['apt-get', 'update', '-q']);
    result = run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...packages]);
  }
  const stillMissing = missing.filter((entry) => !isOnPath(entry.command));
  if (result.status !== 0 || stillMissing.length > 0) {
    throw new Error(`could not install ${packages.join(', ')} (apt-get exit ${result.status}); ${help}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureSystemPackages();
  } catch (error) {
    console.error(`ensure-system-packages: ${error.message}`);
    process.exit(1);
  }
}
