import { useCallback, useState } from 'react';

/** Pending and error state of one form submission, without a data-fetching library. */
export function useSubmit<Input, Output>(action: (input: Input) => Promise<Output>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const submit = useCallback(
    async (input: Input): Promise<Output | null> => {
      setPending(true);
      setError(null);
      try {
        return await action(input);
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)));
        return null;
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { submit, pending, error };
}
