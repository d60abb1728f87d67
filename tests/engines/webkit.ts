/**
 * WebKitGTK driven by WebdriverIO through WebKitWebDriver, which starts MiniBrowser in a
 * virtual display (Xvfb) this driver starts and stops. Every request goes to the stand-in
 * proxy (./standInHosts.ts): the site's pages come through it with the console recorder
 * added, since WebKit's WebDriver has no console log and no script to run before a page's own.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Key as WebDriverKey, remote} from 'webdriverio';
import {waitUntilListening} from '../../scripts/servers.mjs';
import {MINIBROWSER_PATH, enginePort, type Driver, type SuiteServers} from './engines';

/**
 * MiniBrowser's toolbar will not let its window be narrower than about 450 px: this GTK
 * stylesheet shrinks the toolbar so that the page can be 320 px wide, as on a small phone.
 */
const TINY_TOOLBAR = '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; }';

/** Xvfb's screen; its pointer rests at the centre. */
const SCREEN = {width: 1400, height: 1000};

/** Starts Xvfb on the first free display; resolves with its number once it accepts clients. */
async function startDisplay(): Promise<{display: string; process: ChildProcess}> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    {stdio: ['ignore', 'ignore', 'pipe', 'pipe']},
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once('data', (data) => resolve(String(data).trim()));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return {display: `:${display}`, process: xvfb};
}

export async function launchWebKit({proxyPort}: SuiteServers): Promise<Driver> {
  const work = mkdtempSync(join(tmpdir(), 'talentlane-webkit-'));
  mkdirSync(join(work, 'gtk-3.0'));
  writeFileSync(join(work, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR);
  const xvfb = await startDisplay();
  const port = enginePort('webkit');
  const webDriver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: {...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: work},
  });
  const stop = () => {
    webDriver.kill();
    xvfb.process.kill();
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
        // WebKitWebDriver speaks WebDriver only, not BiDi.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-tls-errors'],
        },
      } as WebdriverIO.Capabilities,
    });
    // The window's height, less the page's: the toolbar, measured once.
    let toolbar: number | undefined;
    // Without a window manager, X gives the keyboard focus to the window under the pointer,
    // which Xvfb leaves at the centre of its screen: each window is placed over it, or the
    // page would not have the focus (no :focus styles, document.hasFocus() false).
    const place = (width: number, height: number) =>
      browser.setWindowRect(Math.max(0, SCREEN.width / 2 - width / 2), 0, width, height);
    const resize = async (width: number, height: number) => {
      await place(width, height + (toolbar ?? 0));
      if (toolbar === undefined) {
        toolbar = height - (await browser.execute(() => window.innerHeight));
        await place(width, height + toolbar);
      }
    };
    return {
      engine: 'webkit',
      navigate: (url) => browser.url(url) as Promise<never>,
      reload: () => browser.refresh(),
      evaluate: (fn, arg) => browser.execute(fn as never, arg) as never,
      resize,
      click: (selector) => browser.$(selector).click(),
      hover: (selector) => browser.$(selector).moveTo(),
      press: (key) => browser.keys([WebDriverKey[key]]),
      print: async () => ({
        unsupported:
          'WebKitGTK\u2019s WebDriver (2.50) has no Print Page command and WebDriver has no print-media emulation',
      }),
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
