import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';
import { LuChevronDown } from 'react-icons/lu';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import * as fieldStyles from '../SearchFields/SearchFields.css.ts';
import * as formStyles from '../SearchForms/SearchForm.css.ts';
import * as styles from './Checkout.css.ts';

export interface ChoiceOption {
  id: string;
  label: string;
  /** Read by screen readers and type-ahead instead of a label with markup. */
  text?: string;
  content?: ReactNode;
}

interface ChoiceProps {
  label: string;
  value: string | undefined;
  options: readonly ChoiceOption[];
  onChange: (id: string) => void;
  error?: string | undefined;
  name?: string;
}

/** One of a list, in a popover: the search forms' select, for an offer's choices. */
export function ChoiceSelect({ label, value, options, onChange, error, name }: ChoiceProps) {
  const overlay = useOverlayTheme();
  return (
    <Select
      className={fieldStyles.field}
      value={value ?? null}
      onChange={(key) => onChange(String(key))}
      isInvalid={error !== undefined}
      {...(name ? { name } : {})}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaButton className={`${fieldStyles.controlButton} ${styles.selectButton}`}>
        {/* A Latin value on an Arabic page (a client's name and e-mail) reads and is cut off as
            its own text, so the cut falls at its end and not on the name. */}
        <SelectValue dir="auto" className={`${formStyles.selectValue} ${styles.selectValue}`} />
        <LuChevronDown aria-hidden className={fieldStyles.icon} />
      </AriaButton>
      {error && <span className={fieldStyles.error}>{error}</span>}
      <Popover {...overlay} className={fieldStyles.popover}>
        <ListBox className={fieldStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.text ?? option.label}
              className={fieldStyles.option}
            >
              {option.content ?? option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** One of a few, all in sight: time slots, cabins. */
export function ChoiceRadios({ label, value, options, onChange, error }: ChoiceProps) {
  return (
    <RadioGroup
      className={fieldStyles.field}
      value={value ?? null}
      onChange={onChange}
      orientation="horizontal"
      isInvalid={error !== undefined}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={formStyles.radioGroup}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={formStyles.radio}>
            {option.content ?? option.label}
          </Radio>
        ))}
      </div>
      {error && <span className={fieldStyles.error}>{error}</span>}
    </RadioGroup>
  );
}
