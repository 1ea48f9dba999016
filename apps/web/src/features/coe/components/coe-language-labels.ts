import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLanguage } from '@portal/contracts/language-constants';
import type { CoeLanguage } from '@portal/contracts/coe';
import { i18n } from '../../../lib/i18n';

// The languages a certificate is written in, named in the language the person reads
// the portal in ("Ingles" in Filipino): here a language is a choice about the paper,
// not the portal's own language picker, which names each language in itself.
const labels: Record<CoeLanguage, MessageDescriptor> = {
  en: msg`English`,
  fil: msg`Filipino`,
};

/** A certificate's language as a person reads it; an unknown code shows as it is. */
export function coeLanguageLabel(language: string): string {
  return isLanguage(language) ? i18n._(labels[language]) : language;
}
