/**
 * Firefox ESR driven by Puppeteer over WebDriver BiDi, which Firefox speaks itself: no
 * geckodriver (WebdriverIO needs one, and its npm package downloads it, which cannot happen
 * here). Requests that leave 127.0.0.1 go to the stand-in proxy (./standInHosts.ts).
 */
import puppeteer from 'puppeteer-core';
import {RECORDER_SCRIPT} from './consoleRecorder';
import {
  FIREFOX_PATH,
  enginePort,
  type Driver,
  type LaunchOptions,
  type SuiteServers,
} from './engines';

export async function launchFirefox(
  {proxyPort}: SuiteServers,
  {forcedColours = false}: LaunchOptions = {},
): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The site's certificate is wrangler's own, self-signed; the stand-ins' is made for the run.
    acceptInsecureCerts: true,
    args: [`--remote-debugging-port=${enginePort('firefox')}`],
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      // 127.0.0.1 itself stays direct (network.proxy.allow_hijacking_localhost is false).
      'network.proxy.no_proxies_on': '',
      // Firefox's own remote settings: nothing of the site's, and nothing to ask for here.
      'services.settings.server': 'data:,',
      // "Override the colours specified by the page: Always": forced colours, as on Windows.
      ...(forcedColours && {'browser.display.document_color_use': 2}),
    },
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(RECORDER_SCRIPT);
  return {
    engine: 'firefox',
    navigate: async (url) => void (await page.goto(url, {waitUntil: 'load'})),
    reload: async () => void (await page.reload({waitUntil: 'load'})),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    resize: (width, height) => page.setViewport({width, height}),
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    press: (key) => page.keyboard.press(key),
    print: async () => page.pdf({printBackground: false}),
    close: () => browser.close(),
  };
}
