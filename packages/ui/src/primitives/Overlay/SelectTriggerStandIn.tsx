import { type ReactNode, useId } from 'react';
import { Button } from 'react-aria-components';
import { LuChevronDown } from 'react-icons/lu';
import type { DeferredTriggerProps } from './deferredOverlay.tsx';
import { barTrigger, triggerIcon, triggerValue } from './overlay.css.ts';

export interface SelectTriggerStandInProps {
  press: DeferredTriggerProps;
  /** The Select's `aria-label`. */
  label: string;
  /** Before the value (the language picker's globe). */
  icon?: ReactNode;
  /** The selected value, as the Select's SelectValue would draw it. */
  children: ReactNode;
  fullWidth?: boolean;
}

/**
 * A closed react-aria Select's trigger, drawn as the Select draws it (same classes, same name:
 * the value, then the label), for a picker whose Select has not arrived yet (DeferredOverlay).
 */
export function SelectTriggerStandIn({
  press,
  label,
  icon,
  children,
  fullWidth = false,
}: SelectTriggerStandInProps) {
  const id = useId();
  const valueId = useId();
  return (
    <Button
      {...press}
      id={id}
      className={barTrigger({ fullWidth })}
      aria-label={label}
      aria-labelledby={`${valueId} ${id}`}
      aria-haspopup="listbox"
      aria-expanded={false}
    >
      {icon}
      <span id={valueId} className={triggerValue}>
        {children}
      </span>
      <LuChevronDown aria-hidden className={triggerIcon} />
    </Button>
  );
}
