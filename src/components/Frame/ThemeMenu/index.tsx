import type {ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {THEME_STORAGE_KEY, type ThemeChoice} from '@site/src/lib/themeChoice';
import {HeaderMenu, HeaderMenuItem} from '../HeaderMenu';

const ICON_PATHS: Record<ThemeChoice, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1 3h-2l1-3Zm0 20-1-3h2l-1 3ZM2 12l3-1v2l-3-1Zm20 0-3 1v-2l3 1ZM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8Zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8ZM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4ZM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4Z',
  dark: 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z',
  system: 'M3 4h18v12H3V4Zm2 2v8h14V6H5Zm3 12h8v2H8v-2Z',
};

function ThemeIcon({choice}: {choice: ThemeChoice}): ReactNode {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d={ICON_PATHS[choice]} />
    </svg>
  );
}

const CHOICES: {value: ThemeChoice; label: string}[] = [
  {value: 'light', label: 'Light'},
  {value: 'dark', label: 'Dark'},
  {value: 'system', label: 'System'},
];

function rememberSystem(): void {
  // Docusaurus forgets the key for "system"; the spec keeps the choice itself.
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

/** Light / Dark / System, on top of Docusaurus' colour-mode context. */
export function ThemeMenu(): ReactNode {
  const {colorModeChoice, setColorMode} = useColorMode();
  const current: ThemeChoice = colorModeChoice ?? 'system';
  const shown = CHOICES.find((choice) => choice.value === current)!;

  const choose = (value: ThemeChoice) => {
    if (value === 'system') {
      setColorMode(null);
      rememberSystem();
    } else {
      setColorMode(value);
    }
  };

  return (
    <HeaderMenu label={`Theme: ${shown.label}`} trigger={<ThemeIcon choice={shown.value} />}>
      {CHOICES.map((choice) => (
        <HeaderMenuItem
          key={choice.value}
          current={choice.value === current}
          onSelect={() => choose(choice.value)}>
          <ThemeIcon choice={choice.value} />
          {choice.label}
          {choice.value === current && <span aria-hidden="true">✓</span>}
        </HeaderMenuItem>
      ))}
    </HeaderMenu>
  );
}
