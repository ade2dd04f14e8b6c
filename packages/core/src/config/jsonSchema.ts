import { z } from '../zod.ts';
import { agencyConfigBaseSchema } from './agencyConfig.ts';

/**
 * The JSON Schema editors use to autocomplete and check agency configs. Generated from the zod
 * schema (input side, so fields with defaults are optional); cross-field rules are checked by
 * `npm run agency -- validate`, which a JSON Schema cannot express.
 */
export function agencyConfigJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(agencyConfigBaseSchema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return {
    $schema: schema.$schema,
    $id: 'https://white-label-travel-shell.dev/agency.schema.json',
    title: 'Agency config',
    description:
      'One travel agency: branding, policies, contact details and enabled booking types. Validate with `npm run agency -- validate <file>`.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}
