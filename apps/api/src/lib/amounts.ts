import { misfit } from '@studydesk/contract';
import { badRequest } from './errors';

/**
 * Amounts sent without their currency, which is the stored record's (a commission's invoice,
 * a tuition changed alone): each has no more decimals than that currency allows, else 400.
 */
export function assertAmountsFit(
  values: Record<string, unknown>,
  fields: readonly string[],
  currency: string | null | undefined,
) {
  const fieldErrors: Record<string, string> = {};
  for (const f of fields) {
    const message = misfit(values[f], currency);
    if (message) fieldErrors[f] = message;
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw badRequest(first, fieldErrors);
}
