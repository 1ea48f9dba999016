import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { labelFieldNames } from '@portal/contracts/field-labels';

/** Plain objects and arrays only: an error's `ref` is a DOM element, whose properties lead into React's own tree. */
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/** Every message in the form's errors (nested for arrays and objects), with each field named as the screen labels it. */
function relabel(errors: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !isPlain(value)) continue;
    if (typeof value.message === 'string') value.message = labelFieldNames(value.message);
    relabel(value);
  }
}

/**
 * zodResolver, whose messages name the labels a person sees: the contracts' schemas
 * are the server's too, and word their messages by the request's field names.
 */
export const labelledResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = (zodResolver as (...rest: unknown[]) => Resolver<FieldValues>)(...args);
  return async (...call: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...call);
    relabel(result.errors as Record<string, unknown>);
    return result;
  };
}) as typeof zodResolver;
