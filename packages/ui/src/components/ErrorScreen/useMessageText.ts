import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from './messageText.ts';

/** Shows a machine's message (spec §8 English, or a server's text) in the visitor's language. */
export function useMessageText(): (message: string) => string {
  const { t } = useTranslation(['pages', 'common']);
  return useCallback(
    (message: string) => {
      const text = messageText(message);
      if (text.key === undefined) return text.text;
      if (text.key === 'error.chunkLoadFailed' && text.values) {
        return t('common:error.chunkLoadFailed', text.values);
      }
      return t(`common:${text.key}`);
    },
    [t],
  );
}
