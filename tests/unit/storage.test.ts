// @vitest-environment jsdom
import {readStored, saveStored, STORED} from '@site/src/browser/storage';

it('keeps the theme under the key the spec and Docusaurus use for good, the splash and stopped pop-ups for the tab', () => {
  expect(STORED.theme).toEqual({storage: 'localStorage', key: 'theme'});
  saveStored('theme', 'system');
  expect([localStorage.getItem('theme'), readStored('theme')]).toEqual(['system', 'system']);
  saveStored('socialProofStopped', '1');
  expect(sessionStorage.getItem(STORED.socialProofStopped.key)).toBe('1');
  expect(readStored('splashSeen')).toBeNull();
  expect(STORED.splashSeen.storage).toBe('sessionStorage');
});

it('reads nothing and writes nothing, without throwing, when storage throws', () => {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
  expect(() => saveStored('theme', 'dark')).not.toThrow();
  expect(readStored('theme')).toBeNull();
});
