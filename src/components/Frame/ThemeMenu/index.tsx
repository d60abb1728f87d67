import {useCallback, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {Monitor, Moon, Sun, type LucideIcon} from 'lucide-react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {THEME_STORAGE_KEY, type ThemeChoice} from '@site/src/lib/themeChoice';
import {HeaderDisclosure} from '../HeaderDisclosure';
import styles from './styles.module.css';

const CHOICES: {value: ThemeChoice; label: string; Icon: LucideIcon}[] = [
  {value: 'light', label: 'Light', Icon: Sun},
  {value: 'dark', label: 'Dark', Icon: Moon},
  {value: 'system', label: 'System', Icon: Monitor},
];

function rememberSystem(): void {
  // Docusaurus forgets the key for "system"; the spec keeps the choice itself.
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** Light / Dark / System as a radio group in a header disclosure, on Docusaurus' colour-mode context. */
export function ThemeMenu(): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorModeChoice, setColorMode} = useColorMode();
  const current: ThemeChoice = colorModeChoice ?? 'system';
  const name = useId();

  const choose = useCallback(
    (value: ThemeChoice) => {
      if (value === 'system') {
        setColorMode(null);
        rememberSystem();
      } else {
        setColorMode(value);
      }
    },
    [setColorMode],
  );

  // The server renders no choice checked, so a checked one is a click made before hydration.
  const applyEarlyChoice = useCallback(
    (serverRendered: HTMLElement) => {
      const early = serverRendered.querySelector<HTMLInputElement>('input:checked');
      if (early) choose(early.value as ThemeChoice);
    },
    [choose],
  );

  return (
    <HeaderDisclosure
      label={
        isBrowser ? `Theme: ${CHOICES.find((choice) => choice.value === current)!.label}` : 'Theme'
      }
      trigger={CHOICES.map(({value, Icon}) => (
        // All three are rendered; CSS shows the one <html data-theme-choice> names, which
        // Docusaurus sets before the first paint, so the icon is right before hydration too.
        <Icon key={value} size={20} className={clsx(styles.triggerIcon, styles[value])} />
      ))}
      onTakeOver={applyEarlyChoice}
      needsScript>
      <div role="radiogroup" aria-label="Theme">
        {CHOICES.map(({value, label, Icon}) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              className={styles.radio}
              checked={isBrowser && value === current}
              onChange={() => choose(value)}
            />
            <Icon size={18} />
            {label}
          </label>
        ))}
      </div>
    </HeaderDisclosure>
  );
}
