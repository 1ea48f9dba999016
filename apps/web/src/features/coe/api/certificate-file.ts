import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@portal/contracts/coe';
import { certificateFileRoute, verificationRoute } from '@portal/contracts/coe';
import { callApi, callApiForFile } from '../../../lib/api-client';
import { coeKeys } from './coe-requests';

/**
 * A certificate's PDF as the server renders it now (draft, signed or expired).
 * Never cached for long: its state changes when an approver acts.
 */
export function useCertificateFile(recid: number | null) {
  return useQuery({
    queryKey: [...coeKeys.all, 'file', recid],
    queryFn: ({ signal }) => callApiForFile(certificateFileRoute(recid ?? 0), { signal }),
    enabled: recid !== null,
    gcTime: 0,
  });
}

type VerificationState =
  { status: 'loading' } | { status: 'done'; result: CertificateVerification } | { status: 'failed'; message: string };

/**
 * The public check of a verification code; no session needed. A logged-out visitor
 * has no query cache (it lives in the app shell), so this is a plain fetch.
 */
export function useCertificateVerification(code: string): VerificationState {
  const [state, setState] = useState<VerificationState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    callApi(verificationRoute(code), { signal: controller.signal }).then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [code]);
  return state;
}
