import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { Button } from '../../primitives/Button/Button.tsx';
import { useLayout } from '../Layout/LayoutContext.ts';
import * as styles from './SideNav.css.ts';
import { type SideNavActorRef, useSideNavActor } from './SideNavContext.tsx';

export interface SideNavToggleProps {
  /** The side navigation actor. @default the nearest SideNavProvider's */
  actorRef?: SideNavActorRef;
  /** Id of the navigation it controls. @default the provider's */
  navId?: string;
  className?: string;
}

/**
 * The burger toggle the header places (spec §4 side navigation). It sends TOGGLE; the side
 * navigation's click-outside rule ignores clicks on it (it is found by its `aria-controls`).
 * Inside a Layout that shows no side navigation (visitors, public information pages) it renders
 * nothing, so it never controls a missing element.
 */
export function SideNavToggle({
  actorRef: actorRefProp,
  navId: navIdProp,
  className,
}: SideNavToggleProps) {
  const { t } = useTranslation(['sideNav', 'common']);
  const layout = useLayout();
  const { actorRef, navId } = useSideNavActor(actorRefProp, navIdProp);
  const open = useSelector(actorRef, (state) => state.matches('open'));
  if (layout && !layout.visibility.sideNav) return null;
  return (
    <Button
      tone="ghost"
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-label={t('sideNav:toggle.label')}
      aria-expanded={open}
      aria-controls={navId}
      onPress={() => actorRef.send({ type: 'TOGGLE' })}
    >
      <LuMenu className={styles.toggleIcon} aria-hidden="true" />
    </Button>
  );
}
