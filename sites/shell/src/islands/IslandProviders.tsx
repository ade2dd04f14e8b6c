import { ShellProviders } from '@wl/ui';
import type { ReactNode } from 'react';
import { pageShell } from './shell.ts';

/** The providers every island needs; the theme is on `:root` already (a page stylesheet). */
export function IslandProviders({ children }: { children: ReactNode }) {
  const { shell, i18n } = pageShell();
  return (
    <ShellProviders config={shell.config} language={shell.language} i18n={i18n} themed={false}>
      {children}
    </ShellProviders>
  );
}
