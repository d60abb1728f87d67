import type {ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {THEME_STORAGE_KEY, type ThemeChoice} from '@site/src/lib/themeChoice';
import {HeaderMenu, HeaderMenuItem} from '../HeaderMenu';

const CHOICES: {value: ThemeChoice; label: string; icon: string}[] = [
  {value: 'light', label: 'Light', icon: '☀'},
  {value: 'dark', label: 'Dark', icon: '☾'},
  {value: 'system', label: 'System', icon: '◐'},
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
    <HeaderMenu
      label={`Theme: ${shown.label}`}
      trigger={<span aria-hidden="true">{shown.icon}</span>}>
      {CHOICES.map((choice) => (
        <HeaderMenuItem
          key={choice.value}
          current={choice.value === current}
          onSelect={() => choose(choice.value)}>
          <span aria-hidden="true">{choice.icon}</span>
          {choice.label}
          {choice.value === current && <span aria-hidden="true">✓</span>}
        </HeaderMenuItem>
      ))}
    </HeaderMenu>
  );
}
