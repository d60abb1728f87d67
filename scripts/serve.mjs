#!/usr/bin/env node
// Serves a production build on 127.0.0.1 the way it is deployed: through nginx with
// deploy/nginx.conf and the build's own security-headers.conf, over HTTPS with a self-signed
// certificate made for the run, and plain HTTP on port + 10 redirecting to it. No static server
// package sends the deployed headers and Brotli files; nginx with the deployed config does. Where
// nginx is not installed (an ordinary laptop) it falls back to `docusaurus serve` over plain
// HTTP, without the production headers, and says so.
//   node scripts/serve.mjs [--dir build] [--port 4173]
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {ADMIN_NGINX_INCLUDE, NGINX_INCLUDE} from '../plugins/security-headers/headerFiles.mjs';
import {
  BROTLI_MODULE,
  hasBrotliModule,
  hasNginx,
  redirectPort,
  selfSignedCertificate,
} from './nginx.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const {values} = parseArgs({
  options: {dir: {type: 'string', default: join(ROOT, 'build')}, port: {type: 'string'}},
});
const dir = resolve(values.dir);
const port = Number(values.port ?? 4173);

/** deploy/nginx.conf with its `# local:` lines pointed at this machine, on 127.0.0.1 only. */
function localNginxConf(work) {
  // `http2 on;` arrived in nginx 1.25.1; before it, HTTP/2 is a flag of `listen`.
  const [, major, minor, patch] = spawnSync('nginx', ['-v'], {encoding: 'utf8'})
    .stderr.match(/nginx\/(\d+)\.(\d+)\.(\d+)/)
    .map(Number);
  const http2 = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
  const brotli = hasBrotliModule();
  if (!brotli)
    console.warn(
      `serve: ${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static); serving gzip only.`,
    );
  // A build of another site (the benchmark's template) has no header files of its own.
  const [headers, adminHeaders] = [NGINX_INCLUDE, ADMIN_NGINX_INCLUDE].map((name) => {
    if (existsSync(join(dir, name))) return join(dir, name);
    console.warn(`serve: ${dir} has no ${name}; serving without its headers.`);
    writeFileSync(join(work, name), '');
    return join(work, name);
  });
  const {certificate, key} = selfSignedCertificate(work, '127.0.0.1');
  const local = {
    brotli_module: brotli ? `load_module ${BROTLI_MODULE};` : '',
    brotli_static: brotli ? 'brotli_static on;' : '',
    pid: `pid ${join(work, 'nginx.pid')};`,
    error_log: 'error_log stderr warn;',
    listen_http: `listen 127.0.0.1:${redirectPort(port)};`,
    redirect: `return 301 https://$host:${port}$request_uri;`,
    listen_https: `listen 127.0.0.1:${port} ssl${http2 ? '' : ' http2'};`,
    http2: http2 ? 'http2 on;' : '',
    root: `root ${dir};`,
    ssl_certificate: `ssl_certificate ${certificate};`,
    ssl_certificate_key: `ssl_certificate_key ${key};`,
    include: `include ${headers};`,
    include_admin: `include ${adminHeaders};`,
  };
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(work, name)};`)
    .join('\n');
  const body = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)\S.*# local: (\w+)$/gm, (_, indent, name) => `${indent}${local[name]}`)
    .replace(/^http \{$/m, `http {\n${temp}`);
  // As root, workers would drop to "nobody", who cannot read a build in a private temp folder.
  return (process.getuid?.() === 0 ? 'user root;\n' : '') + body;
}

/** Runs the server in the foreground, stops it on SIGINT or SIGTERM, and exits as it does. */
function run(command, args, cleanUp = () => {}) {
  const child = spawn(command, args, {stdio: 'inherit'});
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
  child.on('exit', (code) => {
    cleanUp();
    process.exit(code ?? 0);
  });
}

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`serve: ${dir} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}
if (hasNginx()) {
  const work = mkdtempSync(join(tmpdir(), 'talentlane-nginx-'));
  writeFileSync(join(work, 'nginx.conf'), localNginxConf(work));
  console.log(
    `serve: nginx on https://127.0.0.1:${port} (self-signed), ` +
      `http://127.0.0.1:${redirectPort(port)} redirecting (${dir})`,
  );
  run('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], () =>
    rmSync(work, {recursive: true, force: true}),
  );
} else {
  console.warn('serve: nginx not found; using `docusaurus serve` without the production headers.');
  const options = ['--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'];
  run(join(ROOT, 'node_modules/.bin/docusaurus'), ['serve', ...options]);
}
