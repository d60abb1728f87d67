#!/usr/bin/env node
// Serves a production build on 127.0.0.1 the way it is deployed: through nginx
// with deploy/nginx.conf and the build's own security-headers.conf, over HTTPS
// with a self-signed certificate made for the run, and plain HTTP on port + 10
// redirecting to it. Where nginx is not installed (an ordinary laptop) it falls
// back to `docusaurus serve` over plain HTTP, without the production headers,
// and says so. The temporary folder goes when the server stops.
//   node scripts/serve.mjs [--dir build] [--port 4173]
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {ADMIN_NGINX_INCLUDE, NGINX_INCLUDE} from '../plugins/security-headers/headerFiles.mjs';
import {selfSignedCertificate} from './certificate.mjs';
import {BROTLI_MODULE, hasBrotliModule, hasNginx, redirectPort} from './nginx.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const dir = resolve(option('dir', join(ROOT, 'build')));
const port = Number(option('port', '4173'));

/** `http2 on;` arrived in nginx 1.25.1; before it, HTTP/2 is a flag of `listen`. */
function hasHttp2Directive() {
  const version = spawnSync('nginx', ['-v'], {encoding: 'utf8'}).stderr.match(
    /nginx\/(\d+)\.(\d+)\.(\d+)/,
  );
  if (!version) return true;
  const [major, minor, patch] = version.slice(1).map(Number);
  return major > 1 || minor > 25 || (minor === 25 && patch >= 1);
}

/** deploy/nginx.conf with its `# local:` lines pointed at this machine, on 127.0.0.1 only. */
function localNginxConf({root, port, work, headers, adminHeaders, certificate}) {
  const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const http2 = hasHttp2Directive();
  const brotli = hasBrotliModule();
  if (!brotli)
    console.warn(
      `serve: ${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static); serving gzip only.`,
    );
  const local = {
    brotli_module: brotli ? `load_module ${BROTLI_MODULE};` : '',
    brotli_static: brotli ? 'brotli_static on;' : '',
    pid: `pid ${join(work, 'nginx.pid')};`,
    error_log: 'error_log stderr warn;',
    listen_http: `listen 127.0.0.1:${redirectPort(port)};`,
    redirect: `return 301 https://$host:${port}$request_uri;`,
    listen_https: `listen 127.0.0.1:${port} ssl${http2 ? '' : ' http2'};`,
    http2: http2 ? 'http2 on;' : '',
    root: `root ${root};`,
    ssl_certificate: `ssl_certificate ${certificate.certificate};`,
    ssl_certificate_key: `ssl_certificate_key ${certificate.key};`,
    include: `include ${headers};`,
    include_admin: `include ${adminHeaders};`,
  };
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(work, name)};`)
    .join('\n');
  const body = conf
    .replace(/^(\s*)\S.*# local: (\w+)$/gm, (_, indent, key) => `${indent}${local[key]}`)
    .replace(/^http \{$/m, `http {\n${temp}`);
  // As root, workers would drop to "nobody", who cannot read a build in a private temp folder.
  return (process.getuid?.() === 0 ? 'user root;\n' : '') + body;
}

function run(command, commandArgs) {
  const child = spawn(command, commandArgs, {stdio: 'inherit'});
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return child;
}

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`serve: ${dir} has no index.html; run \`npm run build\` first.`);
  process.exit(1);
}

if (hasNginx()) {
  const work = mkdtempSync(join(tmpdir(), 'talentlane-nginx-'));
  let headers = join(dir, NGINX_INCLUDE);
  if (!existsSync(headers)) {
    // A build of another site (the benchmark's baseline) has no headers of its own.
    console.warn(`serve: ${dir} has no ${NGINX_INCLUDE}; serving without security headers.`);
    headers = join(work, NGINX_INCLUDE);
    writeFileSync(headers, '');
  }
  let adminHeaders = join(dir, ADMIN_NGINX_INCLUDE);
  if (!existsSync(adminHeaders)) {
    adminHeaders = join(work, ADMIN_NGINX_INCLUDE);
    writeFileSync(adminHeaders, '');
  }
  const confPath = join(work, 'nginx.conf');
  const certificate = selfSignedCertificate(work, '127.0.0.1');
  writeFileSync(
    confPath,
    localNginxConf({root: dir, port, work, headers, adminHeaders, certificate}),
  );
  console.log(
    `serve: nginx on https://127.0.0.1:${port} (self-signed), ` +
      `http://127.0.0.1:${redirectPort(port)} redirecting (${dir})`,
  );
  const child = run('nginx', ['-p', work, '-c', confPath, '-g', 'daemon off;']);
  child.on('exit', (code) => {
    rmSync(work, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
} else {
  console.warn('serve: nginx not found; using `docusaurus serve` without the production headers.');
  const child = run(join(ROOT, 'node_modules/.bin/docusaurus'), [
    'serve',
    '--dir',
    dir,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--no-open',
  ]);
  child.on('exit', (code) => process.exit(code ?? 0));
}
