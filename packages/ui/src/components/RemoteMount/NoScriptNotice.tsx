import * as styles from './RemoteMount.css.ts';

/**
 * What a booking or account page shows with JavaScript off: its content is a remote application,
 * which only runs with scripts, so the remote's slot says so (`common:app.needsJavaScript`)
 * instead of staying empty. The page puts it inside `<noscript>`: with scripts, nobody sees it.
 * The text comes as a prop: the page renders it on the server, outside any island's providers.
 */
export function NoScriptNotice({ message }: { message: string }) {
  return (
    <div className={styles.panel}>
      <p className={styles.message}>{message}</p>
    </div>
  );
}
