import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The account pages share the sign-in page's card, fields and alerts (one look for every form
// of the account journey); what only they need is below.
export {
  alert,
  card,
  field,
  fieldError,
  form,
  input,
  label,
  link,
  links,
  page,
  signup as prompt,
  status,
  submit,
  title,
} from '../LoginPage/LoginPage.css.ts';

export const body = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const hint = style({
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

/** Two fields side by side where there is room (first and last name). */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const factName = style({ fontWeight: vars.font.weightMedium });
export const factValue = style({ margin: 0 });
