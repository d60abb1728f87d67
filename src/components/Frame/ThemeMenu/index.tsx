import {useCallback, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {saveStored, type ThemeChoice} from '@site/src/browser/storage';
import {HeaderDisclosure} from '../HeaderDisclosure';
import {HeaderIcon, type Props as HeaderIconProps} from '../HeaderIcon';
import styles from './styles.module.css';

type Choice = {value: ThemeChoice; label: string; icon: HeaderIconProps['name']};

/** Translated where they render, so a language's build reads its own code.json. */
function choices(): Choice[] {
  return [
    {
      value: 'light',
      label: translate({id: 'header.theme.light', message: 'Light', description: 'A theme choice'}),
      icon: 'sun',
    },
    {
      value: 'dark',
      label: translate({id: 'header.theme.dark', message: 'Dark', description: 'A theme choice'}),
      icon: 'moon',
    },
    {
      value: 'system',
      label: translate({
        id: 'header.theme.system',
        message: 'System',
        description: "A theme choice: follow the device's setting",
      }),
      icon: 'monitor',
    },
  ];
}

/** Light / Dark / System as a radio group in a header disclosure, on Docusaurus' colour-mode context. */
export function ThemeMenu(): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorModeChoice, setColorMode} = useColorMode();
  // theme-common 3.10's setColorMode also takes {persist}, which its type leaves out.
  const applyChoice: (choice: 'light' | 'dark' | null, options: {persist: boolean}) => void =
    setColorMode;
  const current: ThemeChoice = colorModeChoice ?? 'system';
  const name = useId();
  const CHOICES = choices();
  const theme = translate({
    id: 'header.theme.label',
    message: 'Theme',
    description: "The theme menu's name, and its choices' group name",
  });

  const choose = useCallback(
    (value: ThemeChoice) => {
      // Saved here only (src/browser/storage.ts): Docusaurus would drop the key for "system".
      applyChoice(value === 'system' ? null : value, {persist: false});
      saveStored('theme', value);
    },
    [applyChoice],
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
        isBrowser
          ? translate(
              {
                id: 'header.theme.current',
                message: 'Theme: {choice}',
                description: "The theme menu's name once the page knows the visitor's choice",
              },
              {choice: CHOICES.find((choice) => choice.value === current)!.label},
            )
          : theme
      }
      trigger={CHOICES.map(({value, icon}) => (
        // All three are rendered; CSS shows the one <html data-theme-choice> names, which
        // Docusaurus sets before the first paint, so the icon is right before hydration too.
        <HeaderIcon key={value} name={icon} className={clsx(styles.triggerIcon, styles[value])} />
      ))}
      onTakeOver={applyEarlyChoice}
      needsScript>
      {/* A form only for autoComplete="off": Firefox restores a radio's checked state on reload,
          which the server-rendered panel would take for a choice made before hydration. */}
      <form autoComplete="off" className={styles.choices}>
        <div role="radiogroup" aria-label={theme}>
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
      </form>
    </HeaderDisclosure>
  );
}
