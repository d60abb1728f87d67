// Firefox ESR through Puppeteer over WebDriver BiDi, which Firefox speaks itself (WebdriverIO
// would need geckodriver, which Debian does not package).
import {existsSync} from 'node:fs';
import puppeteer from 'puppeteer-core';
import {RECORDER_SCRIPT} from './consoleRecorder';
import type {Driver} from './session';
import type {Engine, LaunchOptions} from './suite';

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const firefox: Engine = {
  label: 'Firefox',
  missing: () =>
    existsSync(FIREFOX_PATH)
      ? null
      : `Firefox is not installed at ${FIREFOX_PATH}: apt-get install firefox-esr, or set FIREFOX_PATH`,
  launch,
};

async function launch({proxyPort, forcedColours}: LaunchOptions): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The site's certificate is wrangler's own, self-signed; the stand-ins' is made for the run.
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Every request that leaves 127.0.0.1 goes to the stand-ins (./standInHosts.ts).
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.no_proxies_on': '',
      'services.settings.server': 'data:,',
      // "Override the colours specified by the page: Always", as Windows' contrast themes do.
      ...(forcedColours && {'browser.display.document_color_use': 2}),
    },
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(RECORDER_SCRIPT);
  return {
    navigate: async (url) => void (await page.goto(url, {waitUntil: 'load'})),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    resize: (width, height) => page.setViewport({width, height}),
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}
