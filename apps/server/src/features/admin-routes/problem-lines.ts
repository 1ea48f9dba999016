import type { Language } from '@portal/contracts/language-constants';
import { renderMessage, say, type PortalMessage } from '../../lib/messages';

/**
 * Problems said in one refusal: a single one as itself; several as one message of
 * lines (as the portal has always listed them), each line in the reader's language.
 */
export function oneRefusal(problems: readonly PortalMessage[]): PortalMessage {
  if (problems.length === 1) return problems[0]!;
  const lines = (language: Language) => problems.map((problem) => renderMessage(problem.code, problem.params, language)).join('\n');
  return say('routes.problems', { problems: { en: lines('en'), fil: lines('fil') } });
}
