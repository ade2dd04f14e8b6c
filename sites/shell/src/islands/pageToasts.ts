// How anything on a page raises a toast (spec §2.9 "Toasts appear top-right", §9 auto-close after
// 5000 ms): islands call `showToast`; remotes send `remote:toast` (docs/remotes.md), which the
// remote host bridge hands here. The page's one toast region (PageSurfacesIsland) shows them.
//
// Spec §8 lists these failures as messages, each a toast with the machine's or server's text:
// exchange rates (wired: the currency machine's `message`), suggestions ('Failed to fetch
// suggestions'), regions ('Failed to fetch regions and subregions') and a resort release
// ('Internal Server Error'). Give a spec §8 message in its English words (core `MESSAGES`): the
// toast shows it in the visitor's language.
import type { ToastTone } from '@wl/machines';
import { pageState } from './pageState.ts';

export function showToast(message: string, tone: ToastTone = 'error'): void {
  pageState().toasts.send({ type: 'SHOW', message, tone });
}
