#!/usr/bin/env node
// `npm run cms`: the site at http://127.0.0.1:3000 and its editor at /admin/, saving to
// this working tree through decap-server (Decap's local backend) at 127.0.0.1:8081. No
// account: decap-server has no sign-in, so both listen on this machine only. Decap's docs start
// the two in two terminals; this starts them together (scripts/cmsServers.mjs) and stops both
// when either stops.
//   CMS_SITE_PORT, CMS_SERVER_PORT   other ports (the tests use their own)
//   CMS_REPO_DIR                     another working tree to edit (the tests' clone)
import {spawn} from 'node:child_process';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {cmsServers} from './cmsServers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const sitePort = process.env.CMS_SITE_PORT || '3000';
const serverPort = process.env.CMS_SERVER_PORT || '8081';
const repo = resolve(process.env.CMS_REPO_DIR || ROOT);

const children = Object.entries(cmsServers({root: ROOT, sitePort, serverPort, repo})).map(
  ([name, {script, args, env}]) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: repo,
      stdio: 'inherit',
      env: {...process.env, ...env},
    });
    child.on('exit', (code, signal) => {
      console.log(`cms: ${name} stopped (${signal ?? code}); stopping the other.`);
      stop();
      process.exitCode = code ?? 1;
    });
    return child;
  },
);
function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`cms: the editor will be at http://127.0.0.1:${sitePort}/admin/, saving to ${repo}`);
