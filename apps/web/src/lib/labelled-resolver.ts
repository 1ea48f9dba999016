import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { labelFieldNames } from '@portal/contracts/field-labels';
import { currentLanguage } from './i18n';

type Words = (message: string) => string;

/** Plain objects and arrays only: an error's `ref` is a DOM element, whose properties lead into React's own tree. */
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype);

/** Every message in the form's errors (nested for arrays and objects), said in the words given. */
function reword(errors: Record<string, unknown>, words: Words): void {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !isPlain(value)) continue;
    if (typeof value.message === 'string') value.message = words(value.message);
    reword(value, words);
  }
}

/**
 * How a schema's message reads in the person's language: in English with each field
 * named as the screen labels it; in Filipino from the contracts' Filipino of the same
 * message (fetched with the first form checked in Filipino), else as in English.
 */
async function wordsOfLanguage(): Promise<Words> {
  if (currentLanguage() !== 'fil') return labelFieldNames;
  const { filipinoValidationOf } = await import('@portal/contracts/validation-in-filipino');
  return (message) => filipinoValidationOf(message) ?? labelFieldNames(message);
}

/**
 * zodResolver, whose messages name the labels a person sees, in their language: the
 * contracts' schemas are the server's too, and word their messages in English by the
 * request's field names.
 */
export const labelledResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = (zodResolver as (...rest: unknown[]) => Resolver<FieldValues>)(...args);
  return async (...call: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...call);
    reword(result.errors as Record<string, unknown>, await wordsOfLanguage());
    return result;
  };
}) as typeof zodResolver;
