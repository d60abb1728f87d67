import {useCallback, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {THEME_STORAGE_KEY, type ThemeChoice} from '@site/src/lib/themeChoice';
import {HeaderDisclosure} from '../HeaderDisclosure';
import {HeaderIcon, type Props as HeaderIconProps} from '../HeaderIcon';
import styles from './styles.module.css';

const CHOICES: {value: ThemeChoice; label: string; icon: HeaderIconProps['name']}[] = [
  {value: 'light', label: 'Light', icon: 'sun'},
  {value: 'dark', label: 'Dark', icon: 'moon'},
  {value: 'system', label: 'System', icon: 'monitor'},
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
      trigger={CHOICES.map(({value, icon}) => (
        // All three are rendered; CSS shows the one <html data-theme-choice> names, which
        // Docusaurus sets before the first paint, so the icon is right before hydration too.
        <HeaderIcon key={value} name={icon} className={clsx(styles.triggerIcon, styles[value])} />
      ))}
      onTakeOver={applyEarlyChoice}
      needsScript>
      <div role="radiogroup" aria-label="Theme">
        {CHOICES.map(({value, label, icon}) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              className={styles.radio}
              checked={isBrowser && value === current}
              onChange={() => choose(value)}
            />
            <HeaderIcon name={icon} size={18} />
            {label}
          </label>
        ))}
      </div>
    </HeaderDisclosure>
  );
}
