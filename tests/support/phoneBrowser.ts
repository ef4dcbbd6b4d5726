import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; the flags keep it off the network this machine does not have. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM: LaunchOptions = { executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] };

/** The messaging app's built-in browser on a mid-range Android phone. */
export const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  userAgent:
    'Mozilla/5.0 (Linux; Android 12; Redmi Note 11) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 NetType/WIFI Language/zh_CN',
};

/**
 * The browser project's one Chromium (browserGlobalSetup.ts), reached over its websocket: a launch
 * per file cost a second or two of CPU each (decision 0071). Each file's contexts are its own, and
 * its `browser.close()` closes them and disconnects. Elsewhere (no shared one), a Chromium of its own.
 */
export function launchChromium(): Promise<Browser> {
  let endpoint: string | undefined;
  try {
    endpoint = inject('chromiumEndpoint');
  } catch {
    endpoint = undefined;
  }
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM);
}

export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, baseURL });
}
