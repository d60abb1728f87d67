// WebKitGTK through WebdriverIO and WebKitWebDriver, which starts MiniBrowser in an Xvfb display;
// the stand-in proxy adds the console recorder to the pages (no preload script in WebKit's driver).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Key as WebDriverKey, remote} from 'webdriverio';
import {waitUntilListening} from '../../scripts/servers.mjs';
import {freePort} from '../e2e/siteCopy';
import type {Driver} from './session';
import type {Engine, LaunchOptions} from './suite';

const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const SCREEN = {width: 1400, height: 1000};
const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0;

export const webkit: Engine = {
  label: 'WebKit',
  missing: () =>
    !onPath('WebKitWebDriver') || !existsSync(MINIBROWSER_PATH)
      ? 'WebKitGTK\u2019s WebDriver is not installed: apt-get install webkit2gtk-driver'
      : onPath('Xvfb')
        ? null
        : 'WebKit\u2019s MiniBrowser needs a display: apt-get install xvfb',
  noForcedColours:
    'WebKitGTK has no forced-colours mode: no setting of its own or of GTK\u2019s makes (forced-colors: active) match',
  launch,
};

async function launch({proxyPort}: LaunchOptions): Promise<Driver> {
  const port = await freePort();
  const work = mkdtempSync(join(tmpdir(), 'talentlane-webkit-'));
  mkdirSync(join(work, 'gtk-3.0'));
  // MiniBrowser's toolbar keeps its window 450 px wide or more: shrunk, the page can be 320.
  writeFileSync(
    join(work, 'gtk-3.0', 'gtk.css'),
    '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; }',
  );
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    {stdio: ['ignore', 'ignore', 'pipe', 'pipe']},
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (data) => resolve(`:${String(data).trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  const webDriver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: {...process.env, DISPLAY: display, XDG_CONFIG_HOME: work},
  });
  const stop = () => {
    webDriver.kill();
    xvfb.kill();
    rmSync(work, {recursive: true, force: true});
  };
  try {
    await waitUntilListening(port, webDriver);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-tls-errors'],
        },
      } as WebdriverIO.Capabilities,
    });
    // Without a window manager X gives the keyboard focus to the window under the pointer, which
    // rests at the screen's centre: each window is placed over it, or the page has no focus.
    const place = (width: number, height: number) =>
      browser.setWindowRect(Math.max(0, SCREEN.width / 2 - width / 2), 0, width, height);
    await place(1280, 800);
    const toolbar = 800 - (await browser.execute(() => window.innerHeight));
    return {
      navigate: (url) => browser.url(url) as Promise<never>,
      evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
      resize: async (width, height) => void (await place(width, height + toolbar)),
      click: (selector) => browser.$(selector).click(),
      hover: (selector) => browser.$(selector).moveTo(),
      press: (key) => browser.keys([WebDriverKey[key]]),
      close: async () => {
        await browser.deleteSession().catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
